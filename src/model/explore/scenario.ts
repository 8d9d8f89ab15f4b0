import type { PodSpec } from '../cluster';
import { kubeProxyChoices, routeRequest, type Route } from '../routing';
import { sceneIn, type Scene } from '../scene';
import { reduce, allTargets, type ClusterState } from '../state';
import type { BeatSpec, PacketSpec, Scenario } from '../steps';
import { compileScenario, packetTimes, type CompiledStep } from '../timeline';
import { STORY_CAST, label, type Cast } from './cast';
import { chosenTarget, clusterFor, podsOf, replacementOf } from './cluster';
import type { Config } from './config';

// What plays for a configuration: its cluster, then (if asked) its first Pod's replacement, and one
// connection, routed by the same routing model as the five steps. Nothing here draws a path.

export interface WhatIf extends Scenario {
  readonly config: Config;
  readonly replaced: boolean;
  readonly cast: Cast;
}

/** The Pods ready once the first one's replacement is: the replacement, and the Pod beside. */
const readyAfter = (c: Config, cast: Cast, next: PodSpec) =>
  [...podsOf(c, cast).filter((p) => p.name !== cast.first.name), next].map((p) => p.name).join(' and ');

/** The replacement as the configuration's balancer sees it, beat by beat, from the cluster before it. */
function replacementBeats(c: Config, cast: Cast, opening: ClusterState): BeatSpec[] {
  const next = replacementOf(c, cast);
  const web1 = podsOf(c, cast)[0] ?? cast.first;
  const targetPort = cast.addressing.service.targetPort;
  const on = (node: PodSpec['node']) => label(cast, node);
  const ready = (next: PodSpec) => readyAfter(c, cast, next);
  const deleted: BeatSpec = {
    at: 0.5,
    actions: [
      ...(cast.firstCondition === 'terminating' ? [] : [{ type: 'deletePod', pod: web1.name } as const]),
      { type: 'syncSlice' },
    ],
    says: `${web1.name} is deleted: its endpoint turns terminating and not ready, while its preStop hook keeps it serving.`,
  };
  const started: BeatSpec[] = [
    {
      at: 1.5,
      actions: [{ type: 'createPod', pod: next }, { type: 'syncSlice' }],
      says: `Its replacement ${next.name} is scheduled on ${on(next.node)}, at the new address ${next.ip}.`,
    },
    {
      at: 2.5,
      actions: [{ type: 'podReady', pod: next.name }, { type: 'syncSlice' }],
      says: `${next.name} is ready: the EndpointSlice lists ${next.ip} as ready.`,
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
        says: `The controller sees ${web1.name}’s endpoint not ready and deregisters ${web1.ip}:${targetPort}, which drains: no new connections, open ones may finish.`,
      },
      ...started,
      {
        at: 3.5,
        actions: [{ type: 'registerTargets' }],
        says: `The controller registers ${next.ip}:${targetPort} now that its endpoint is ready, state initial.`,
      },
      {
        at: 4.5,
        actions: [{ type: 'checkHealth' }],
        says: `The new target passes the balancer’s health check: new connections go to ${ready(next)}.`,
      },
    ];
  const beats = [deleted, ...started];
  const kubeProxy = `kube-proxy’s rules follow the EndpointSlice to ${ready(next)}.`;
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
    .map((t) => `${on(t.node)} ${t.health === 'healthy' ? 'passes' : 'fails'}`)
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
  cast: Cast,
  at: number,
): { packet: PacketSpec; route: Route } | null {
  const target = chosenTarget(state, c);
  if (!target) return null;
  const route = routeRequest(state, target.id);
  const picks = target.kind === 'node-port' ? kubeProxyChoices(state, target.node).length : 1;
  const drawn = route.hops.at(-1);
  const draw =
    picks > 1 && drawn?.place.kind === 'pod'
      ? ` kube-proxy on ${label(cast, target.node)} picks one of ${picks} ready endpoints at random; this one draws ${drawn.place.pod} on ${label(cast, drawn.place.node)}.`
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

/** What plays for a configuration: its cluster, then (if asked) its first Pod's replacement, and one connection. */
function whatIf(c: Config, replaced: boolean, cast: Cast): { scenario: WhatIf; opening: ClusterState } {
  const opening = clusterFor(c, cast);
  const beats: BeatSpec[] = [
    { at: 0, says: describe(c, cast) },
    ...(replaced ? replacementBeats(c, cast, opening) : []),
  ];
  const before = beats.flatMap((b) => b.actions ?? []).reduce(reduce, opening);
  const at = replaced ? AFTER_REPLACEMENT_AT : CONNECTION_AT;
  const connection = connectionAt(before, c, cast, at);
  const duration = connection ? packetTimes(connection.route, at).end + 0.5 : at + 1;
  if (!connection) beats.push({ at, says: `No connection is delivered: ${noTarget(c).reason}` });
  return {
    scenario: {
      config: c,
      replaced,
      cast,
      duration,
      beats,
      packets: connection ? [connection.packet] : [],
      signals: [],
    },
    opening,
  };
}

/** A lane's what-if as it plays. `key` keeps its packets' ids apart from the other lane's. */
export function compileWhatIf(
  c: Config,
  replaced: boolean,
  key: string,
  cast: Cast = STORY_CAST,
): CompiledStep<WhatIf> {
  const { scenario, opening } = whatIf(c, replaced, cast);
  return compileScenario(scenario, opening, key);
}

/** The what-if at a time: clamped to its end, where a shorter lane waits for a longer one. */
export function whatIfAt(compiled: CompiledStep<WhatIf>, t: number): Scene {
  return sceneIn(compiled, { step: 1, t: Math.min(Math.max(t, 0), compiled.duration) });
}

/** Why no connection is delivered, short and in full: there is no target to send to. */
export function noTarget(c: Config): { reason: string; why: string } {
  return c.targets === 'node-ports' && c.allocate === 'false-new'
    ? {
        reason: 'there is no node port, so the balancer has no target',
        why: 'With allocateLoadBalancerNodePorts false on a new Service there is no node port, so a balancer that targets Node ports has nothing to send to: the field is meant only for balancers that route straight to Pods.',
      }
    : { reason: 'the balancer has no healthy target', why: 'No target passes the balancer’s health check.' };
}

/** A short line of what the configuration is, said at its start. */
function describe(c: Config, cast: Cast): string {
  const to = c.targets === 'pods' ? 'Pod targets' : 'Node-port targets';
  const where =
    c.pods === 'both'
      ? `${cast.addressing.service.name} Pods on both Nodes`
      : `${cast.first.name} on ${label(cast, c.pods)}`;
  return `${to}, externalTrafficPolicy ${c.policy}, ${where}; the balancer ${
    c.source === 'own' ? 'sends from its own address' : 'keeps the client address'
  }.`;
}
