import { NODES, SERVICE, WEB_1, WEB_2, type NodeName, type PodSpec } from './cluster';
import { kubeProxyChoices, routeRequest, type Route } from './routing';
import { sceneIn, type Scene } from './scene';
import {
  CREATED_WITH,
  OPENING_STATE,
  TARGET_TYPE_ANNOTATION,
  reduce,
  allTargets,
  type Action,
  type ClusterState,
  type Target,
} from './state';
import type { BeatSpec, PacketSpec, Scenario } from './steps';
import { compileScenario, packetTimes, type CompiledStep } from './timeline';

// The what-if explorer's model: a configuration of the cluster and the balancer becomes a
// cluster state, and a scenario in which one connection is routed through it by the same
// routing model as the five steps. Nothing here draws a path: the route is computed.

export interface Config {
  readonly targets: 'node-ports' | 'pods';
  readonly policy: 'Cluster' | 'Local';
  readonly source: 'client' | 'own';
  readonly allocate: 'true' | 'false-new' | 'false-kept';
  readonly pods: 'node-1' | 'node-2' | 'both';
  readonly lands: NodeName;
}

export type Field = keyof Config;

export interface Option<V> {
  readonly value: V;
  readonly label: string;
  /** The words for it outside its group, where the label alone would not say which setting it is. */
  readonly short?: string;
}

/** The configuration as a reader chooses it: each field's name on screen and its options, in order. */
export const FIELDS: {
  readonly [F in Field]: { readonly name: string; readonly options: readonly Option<Config[F]>[] };
} = {
  targets: {
    name: 'Targets',
    options: [
      { value: 'node-ports', label: 'Node ports' },
      { value: 'pods', label: 'Pods' },
    ],
  },
  policy: {
    name: 'externalTrafficPolicy',
    options: [
      { value: 'Cluster', label: 'Cluster' },
      { value: 'Local', label: 'Local' },
    ],
  },
  source: {
    name: 'Balancer source',
    options: [
      { value: 'client', label: 'Keeps the client address', short: 'client address kept' },
      { value: 'own', label: 'Uses its own address', short: 'balancer’s own address' },
    ],
  },
  allocate: {
    name: 'allocateLoadBalancerNodePorts',
    options: [
      { value: 'true', label: 'true', short: 'node ports allocated' },
      { value: 'false-new', label: 'false, new Service', short: 'no node port' },
      { value: 'false-kept', label: 'false, 31000 kept', short: 'allocation off, 31000 kept' },
    ],
  },
  pods: {
    name: 'web Pods on',
    options: [
      { value: 'node-1', label: 'Node-1', short: 'web-1 on Node-1' },
      { value: 'node-2', label: 'Node-2', short: 'web-1 on Node-2' },
      { value: 'both', label: 'Both Nodes', short: 'web Pods on both Nodes' },
    ],
  },
  lands: {
    name: 'Connection lands on',
    options: [
      { value: 'node-1', label: 'Node-1', short: 'lands on Node-1' },
      { value: 'node-2', label: 'Node-2', short: 'lands on Node-2' },
    ],
  },
};

export const FIELD_NAMES = Object.keys(FIELDS) as readonly Field[];

/** Lane A opens on the story's step 1; lane B on its step 3. */
export const DEFAULTS: readonly [Config, Config] = [
  {
    targets: 'node-ports',
    policy: 'Cluster',
    source: 'client',
    allocate: 'true',
    pods: 'node-1',
    lands: 'node-2',
  },
  { targets: 'pods', policy: 'Cluster', source: 'client', allocate: 'true', pods: 'node-1', lands: 'node-2' },
];

/** Every configuration there is, for tests that must hold for all of them. */
export function allConfigs(): Config[] {
  let configs: Partial<Record<Field, string>>[] = [{}];
  for (const f of FIELD_NAMES)
    configs = configs.flatMap((c) => FIELDS[f].options.map((o) => ({ ...c, [f]: o.value })));
  return configs as unknown as Config[];
}

/** Whether a field means anything for this configuration: where the connection lands, only for Node ports. */
export const applies = (c: Config, f: Field): boolean => f !== 'lands' || c.targets === 'node-ports';

// ---- two configurations compared

/**
 * The fields set apart in two configurations, in the form's order. A field that means nothing
 * for one of them (where a Pod-target connection lands) is no difference: the fields that make
 * it mean nothing are.
 */
export function differingFields(a: Config, b: Config): Field[] {
  return FIELD_NAMES.filter((f) => applies(a, f) && applies(b, f) && a[f] !== b[f]);
}

/** A field's value in a few words that say which setting it is: "Node ports", "web-1 on Node-2". */
function shortOf<F extends Field>(c: Config, f: F): string {
  const option = FIELDS[f].options.find((o) => o.value === c[f]);
  return option?.short ?? option?.label ?? String(c[f]);
}

/**
 * What sets lanes A and B apart, in one line that follows "What differs:": "A: Node ports,
 * Local · B: Pods, Cluster", only the fields that differ.
 */
export function differenceLine(a: Config, b: Config): string {
  const fields = differingFields(a, b);
  if (fields.length === 0) return 'nothing, A and B have the same settings';
  const side = (name: string, c: Config) => `${name}: ${fields.map((f) => shortOf(c, f)).join(', ')}`;
  return `${side('A', a)} · ${side('B', b)}`;
}

// ---- a configuration in the URL: "targets:pods,policy:Local", only what differs from the lane's default

export function configText(c: Config, lane: 0 | 1): string {
  return FIELD_NAMES.filter((f) => c[f] !== DEFAULTS[lane][f])
    .map((f) => `${f}:${c[f]}`)
    .join(',');
}

/**
 * A configuration from its text: what is valid is kept, and what is not is named in one warning,
 * as every other parameter's is.
 */
export function parseConfig(text: string, lane: 0 | 1): { config: Config; warning?: string } {
  const config: Record<string, string> = { ...DEFAULTS[lane] };
  const bad: string[] = [];
  for (const entry of text.split(',').filter(Boolean)) {
    const [key = '', value = ''] = entry.split(':');
    const field = FIELD_NAMES.find((f) => f === key);
    const option = field && FIELDS[field].options.find((o) => o.value === value);
    if (field && option) config[field] = option.value;
    else bad.push(JSON.stringify(entry.length > 40 ? `${entry.slice(0, 40)}…` : entry));
  }
  const named = bad.slice(0, 2).join(', ') + (bad.length > 2 ? ` and ${bad.length - 2} more` : '');
  return {
    config: config as unknown as Config,
    ...(bad.length > 0
      ? {
          warning: `Ignoring ${named} in ${lane === 0 ? 'a' : 'b'}: expected field:value pairs, such as targets:pods or policy:Local, with fields ${FIELD_NAMES.join(', ')}.`,
        }
      : {}),
  };
}

// ---- the cluster a configuration describes

/** The port kube-proxy answers health checks on under Local; allocated apart from node ports. */
const HEALTH_CHECK_NODE_PORT = 32100;

const podOn = (name: string, node: NodeName, host: number): PodSpec => ({
  ...WEB_1,
  name,
  node,
  ip: NODES[node].podCidr.replace(/\.0\/24$/, `.${host}`),
});

/** The web Pods where the configuration puts them: web-1 always, web-2 beside it on Node-2. */
function podsOf(c: Config): PodSpec[] {
  if (c.pods === 'node-1') return [WEB_1];
  if (c.pods === 'node-2') return [podOn('web-1', 'node-2', 5)];
  return [WEB_1, WEB_2];
}

/** web-1's replacement: web-3, scheduled on the other Node, at a new address. */
function replacementOf(c: Config): PodSpec {
  const web1 = podsOf(c)[0] ?? WEB_1;
  return podOn('web-3', web1.node === 'node-1' ? 'node-2' : 'node-1', 9);
}

const label = (node: NodeName) => NODES[node].label;

const pair = (pod: PodSpec): Action[] => [
  { type: 'createPod', pod },
  { type: 'podReady', pod: pod.name },
];

/** The cluster as the configuration has it, its Pods ready and every target health checked. */
export function clusterFor(c: Config): ClusterState {
  const opening: ClusterState = {
    ...OPENING_STATE,
    service: {
      annotations: { ...CREATED_WITH, [TARGET_TYPE_ANNOTATION]: c.targets === 'pods' ? 'ip' : 'instance' },
      allocateLoadBalancerNodePorts: c.allocate === 'true',
      // A new Service with the field false never gets a node port; an old one keeps its 31000.
      nodePort: c.allocate === 'false-new' ? null : SERVICE.nodePort,
      externalTrafficPolicy: c.policy,
      ...(c.policy === 'Local' ? { healthCheckNodePort: HEALTH_CHECK_NODE_PORT } : {}),
    },
    balancerSource: c.source,
  };
  const actions: Action[] = [
    ...podsOf(c).flatMap(pair),
    { type: 'syncSlice' },
    { type: 'registerTargets' },
    { type: 'checkHealth' },
  ];
  return actions.reduce(reduce, opening);
}

/**
 * The target a new connection goes to: for Node ports, the Node it lands on if that one passes
 * the health check, else the first that does; for Pods, the first healthy Pod.
 */
export function chosenTarget(state: ClusterState, c: Config): Target | null {
  const group = state.groups.find((g) => g.type === state.listener);
  const healthy = group?.targets.filter((t) => t.health === 'healthy') ?? [];
  if (c.targets === 'node-ports') return healthy.find((t) => t.node === c.lands) ?? healthy[0] ?? null;
  return healthy[0] ?? null;
}

// ---- what plays: one connection, or web-1's replacement and then one connection

export interface WhatIf extends Scenario {
  readonly config: Config;
  readonly replaced: boolean;
}

/** The web Pods ready once web-1's replacement is: web-3, and web-2 where it runs beside. */
const ready = (c: Config, next: PodSpec) =>
  [...podsOf(c).filter((p) => p.name !== 'web-1'), next].map((p) => p.name).join(' and ');

/** The replacement as the configuration's balancer sees it, beat by beat, from the cluster before it. */
function replacementBeats(c: Config, opening: ClusterState): BeatSpec[] {
  const next = replacementOf(c);
  const web1 = podsOf(c)[0] ?? WEB_1;
  const deleted: BeatSpec = {
    at: 0.5,
    actions: [{ type: 'deletePod', pod: 'web-1' }, { type: 'syncSlice' }],
    says: 'web-1 is deleted: its endpoint turns terminating and not ready, while its preStop hook keeps it serving.',
  };
  const started: BeatSpec[] = [
    {
      at: 1.5,
      actions: [{ type: 'createPod', pod: next }, { type: 'syncSlice' }],
      says: `Its replacement web-3 is scheduled on ${label(next.node)}, at the new address ${next.ip}.`,
    },
    {
      at: 2.5,
      actions: [{ type: 'podReady', pod: 'web-3' }, { type: 'syncSlice' }],
      says: `web-3 is ready: the EndpointSlice lists ${next.ip} as ready.`,
    },
  ];
  if (c.targets === 'pods')
    // A Pod target goes as soon as its endpoint is not ready; the new one comes once its
    // endpoint is ready (no readiness gate here), and takes traffic once it is healthy.
    return [
      deleted,
      {
        at: 1,
        actions: [{ type: 'deregisterTargets' }],
        says: `The controller sees web-1’s endpoint not ready and deregisters ${web1.ip}:${SERVICE.targetPort}, which drains: no new connections, open ones may finish.`,
      },
      ...started,
      {
        at: 3.5,
        actions: [{ type: 'registerTargets' }],
        says: `The controller registers ${next.ip}:${SERVICE.targetPort} now that its endpoint is ready, state initial.`,
      },
      {
        at: 4.5,
        actions: [{ type: 'checkHealth' }],
        says: `The new target passes the balancer’s health check: new connections go to ${ready(c, next)}.`,
      },
    ];
  const beats = [deleted, ...started];
  const kubeProxy = `kube-proxy’s rules follow the EndpointSlice to ${ready(c, next)}.`;
  if (allTargets(opening).length === 0)
    return [
      ...beats,
      {
        at: 3.5,
        says: `The balancer still has no targets: without a node port there is no Node port to register. ${kubeProxy}`,
      },
    ];
  if (c.policy === 'Cluster')
    return [
      ...beats,
      {
        at: 3.5,
        actions: [{ type: 'checkHealth' }],
        says: `The balancer’s targets do not change: they are the Nodes. ${kubeProxy}`,
      },
    ];
  const actions = [...beats.flatMap((b) => b.actions ?? []), { type: 'checkHealth' } as const];
  const after = actions.reduce(reduce, opening);
  const health = allTargets(after)
    .map((t) => `${label(t.node)} ${t.health === 'healthy' ? 'passes' : 'fails'}`)
    .join(', ');
  return [
    ...beats,
    {
      at: 3.5,
      actions: [{ type: 'checkHealth' }],
      says: `The balancer’s targets stay the Nodes, and their health checks on healthCheckNodePort follow the endpoints each Node has: ${health}.`,
    },
  ];
}

const CONNECTION_AT = 1;
const AFTER_REPLACEMENT_AT = 5.5;

/** The connection, routed against the cluster as it will be when it is sent. */
function connectionAt(
  state: ClusterState,
  c: Config,
  at: number,
): { packet: PacketSpec; route: Route } | null {
  const target = chosenTarget(state, c);
  if (!target) return null;
  const route = routeRequest(state, target.id);
  const picks = target.kind === 'node-port' ? kubeProxyChoices(state, target.node).length : 1;
  const drawn = route.hops.at(-1);
  const draw =
    picks > 1 && drawn?.place.kind === 'pod'
      ? ` kube-proxy on ${label(target.node)} picks one of ${picks} ready endpoints at random; this one draws ${drawn.place.pod} on ${label(drawn.place.node)}.`
      : '';
  return {
    packet: {
      at,
      kind: 'request',
      target: target.id,
      says: `A new connection from the client goes to the balancer’s target ${target.id}.${draw}`,
    },
    route,
  };
}

/** What plays for a configuration: its cluster, then (if asked) web-1's replacement, and one connection. */
function whatIf(c: Config, replaced: boolean): { scenario: WhatIf; opening: ClusterState } {
  const opening = clusterFor(c);
  const beats: BeatSpec[] = [{ at: 0, says: describe(c) }, ...(replaced ? replacementBeats(c, opening) : [])];
  const before = beats.flatMap((b) => b.actions ?? []).reduce(reduce, opening);
  const at = replaced ? AFTER_REPLACEMENT_AT : CONNECTION_AT;
  const connection = connectionAt(before, c, at);
  const duration = connection ? packetTimes(connection.route, at).end + 0.5 : at + 1;
  if (!connection) beats.push({ at, says: `No connection is delivered: ${noTarget(c).reason}` });
  return {
    scenario: {
      config: c,
      replaced,
      duration,
      beats,
      packets: connection ? [connection.packet] : [],
      signals: [],
    },
    opening,
  };
}

/** A lane's what-if as it plays. `key` keeps its packets' ids apart from the other lane's. */
export function compileWhatIf(c: Config, replaced: boolean, key: string): CompiledStep<WhatIf> {
  const { scenario, opening } = whatIf(c, replaced);
  return compileScenario(scenario, opening, key);
}

/** The what-if at a time: clamped to its end, where a shorter lane waits for a longer one. */
export function whatIfAt(compiled: CompiledStep<WhatIf>, t: number): Scene {
  return sceneIn(compiled, { step: 1, t: Math.min(Math.max(t, 0), compiled.duration) });
}

// ---- the result a reader reads

/** One way a connection can go, where kube-proxy's random pick decides, and its share of them. */
export interface Outcome {
  /** "half", "a third": of the connections that land where this one did. */
  readonly share: string;
  /** Where it goes, in a few words: "stays on Node-2, still SNATed", "crosses to Node-1". */
  readonly words: string;
  readonly nodeHops: number;
  readonly nodeSnats: number;
  /** True for the one the stage draws. */
  readonly drawn: boolean;
}

export interface Result {
  readonly delivered: boolean;
  /** Where kube-proxy picks among several endpoints: every outcome, the drawn one marked. */
  readonly outcomes: readonly Outcome[];
  /** Why not, where it is not. */
  readonly reason?: string;
  readonly nodeHops: number;
  readonly nodeSnats: number;
  readonly podSees: string | null;
  /** Why it went the way it did, in a sentence or two. */
  readonly why: string;
}

/** Why no connection is delivered, short and in full: there is no target to send to. */
function noTarget(c: Config): { reason: string; why: string } {
  return c.targets === 'node-ports' && c.allocate === 'false-new'
    ? {
        reason: 'there is no node port, so the balancer has no target',
        why: 'With allocateLoadBalancerNodePorts false on a new Service there is no node port, so a balancer that targets Node ports has nothing to send to: the field is meant only for balancers that route straight to Pods.',
      }
    : { reason: 'the balancer has no healthy target', why: 'No target passes the balancer’s health check.' };
}

/** A short line of what the configuration is, said at its start. */
function describe(c: Config): string {
  const to = c.targets === 'pods' ? 'Pod targets' : 'Node-port targets';
  const where = c.pods === 'both' ? 'web Pods on both Nodes' : `web-1 on ${NODES[c.pods].label}`;
  return `${to}, externalTrafficPolicy ${c.policy}, ${where}; the balancer ${
    c.source === 'own' ? 'sends from its own address' : 'keeps the client address'
  }.`;
}

function explain(c: Config, route: Route, opening: ClusterState): string {
  const pod = route.hops[route.hops.length - 1];
  const podName = pod?.place.kind === 'pod' ? pod.place.pod : 'the Pod';
  const podNode = pod?.place.kind === 'pod' ? pod.place.node : 'node-1';
  const sees = route.seenSource.ip;
  if (c.targets === 'pods') {
    const parts = [
      `The balancer sends straight to ${podName}’s address, so ${label(podNode)} only routes it: one Node, no Node SNAT, and ${podName} sees ${sees}, the ${c.source === 'own' ? 'balancer’s own address' : 'client’s'}.`,
    ];
    if (c.policy === 'Local')
      parts.push(
        'externalTrafficPolicy Local changes nothing: the packet is addressed to the Pod, so the policy does not apply.',
      );
    if (c.allocate === 'false-new') parts.push('Pod targets need no node port.');
    return parts.join(' ');
  }
  const entryHop = route.hops.find((h) => h.place.kind === 'node-port');
  const entry = entryHop?.place.kind === 'node-port' ? entryHop.place.node : c.lands;
  const parts: string[] = [];
  if (entry !== c.lands)
    parts.push(
      `${label(c.lands)} has no ready web Pod, so it fails the balancer’s health check on healthCheckNodePort ${opening.service.healthCheckNodePort ?? HEALTH_CHECK_NODE_PORT} and the balancer sends to ${label(entry)} instead.`,
    );
  if (c.policy === 'Local')
    parts.push(
      `kube-proxy on ${label(entry)} delivers to its own ${podName} without SNAT, so ${podName} sees ${sees}.`,
    );
  else if (podNode === entry)
    parts.push(
      `${podName} runs on ${label(entry)}, yet under Cluster kube-proxy masquerades external traffic on any Node, so ${podName} sees ${sees}, not the client.`,
    );
  else
    parts.push(
      `kube-proxy on ${label(entry)} DNATs to ${podName} on ${label(podNode)} and, under Cluster, SNATs the source to ${sees}: two Nodes, one SNAT.`,
    );
  if (c.allocate === 'false-kept')
    parts.push(
      'The field stops new allocations only: 31000 stays allocated, so nothing changes for this balancer.',
    );
  return parts.join(' ');
}

/** The result of a what-if's connection, or why there is none. */
export function resultOf(compiled: CompiledStep<WhatIf>): Result {
  const c = compiled.spec.config;
  const packet = compiled.packets.find((p) => !p.of);
  if (!packet)
    return { delivered: false, ...noTarget(c), outcomes: [], nodeHops: 0, nodeSnats: 0, podSees: null };
  const outcomes = outcomesOf(compiled, packet.route, packet.start);
  return {
    delivered: true,
    outcomes,
    nodeHops: packet.route.nodeHops,
    nodeSnats: packet.route.nodeSnats,
    podSees: packet.route.seenSource.ip,
    why: [explain(c, packet.route, compiled.opening), randomWords(outcomes)].filter(Boolean).join(' '),
  };
}

const SHARES: Readonly<Record<number, string>> = { 2: 'half', 3: 'a third', 4: 'a quarter' };

/** Where the connection's entry Node is one kube-proxy picks from at random: each way it can go. */
function outcomesOf(compiled: CompiledStep<WhatIf>, drawn: Route, at: number): Outcome[] {
  const entry = drawn.hops.find((h) => h.place.kind === 'node-port');
  if (entry?.place.kind !== 'node-port') return [];
  const node = entry.place.node;
  const state = sceneIn(compiled, { step: 1, t: at }).state;
  const choices = kubeProxyChoices(state, node);
  if (choices.length < 2) return [];
  const target = drawn.hops[1]?.header.dst;
  const drawnPod = drawn.hops.at(-1)?.header.dst.ip;
  return choices.map((e) => {
    const route = routeRequest(state, `${target?.ip}:${target?.port}`, e.address);
    const snat = route.nodeSnats > 0 ? ', still SNATed' : '';
    return {
      share: SHARES[choices.length] ?? `1 in ${choices.length}`,
      words: e.nodeName === node ? `stays on ${label(node)}${snat}` : `crosses to ${label(e.nodeName)}`,
      nodeHops: route.nodeHops,
      nodeSnats: route.nodeSnats,
      drawn: e.address === drawnPod,
    };
  });
}

function randomWords(outcomes: readonly Outcome[]): string {
  if (outcomes.length === 0) return '';
  const ways = outcomes.map((o) => `${o.share}: ${o.words}`).join('; ');
  return `Under Cluster kube-proxy picks a ready endpoint at random, not the first: ${ways}. The stage draws the one that ${outcomes.find((o) => o.drawn)?.words ?? 'it shows'}.`;
}
