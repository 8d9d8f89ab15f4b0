import { kubeProxyChoices, routeRequest, type Route } from '../routing';
import { sceneIn } from '../scene';
import type { ClusterState } from '../state';
import type { CompiledStep } from '../timeline';
import type { NodeName } from '../cluster';
import { label as labelOf, type Cast } from './cast';
import type { Config } from './config';
import { noTarget, type WhatIf } from './scenario';

// The result a reader reads: whether the connection was delivered, its Node hops and SNATs,
// what the Pod sees, and why, with each way kube-proxy's random pick can send it.

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
  /**
   * For a reader's own Service: each setting and the field or annotation of it that decided it,
   * or, where the lane was changed from it, what the Service itself says.
   */
  readonly decided: readonly { readonly text: string; readonly fact?: string }[];
}

function explain(c: Config, cast: Cast, route: Route, opening: ClusterState): string {
  const label = (node: NodeName) => labelOf(cast, node);
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
      `${label(c.lands)} has no ready ${cast.addressing.service.name} Pod, so it fails the balancer’s health check on healthCheckNodePort ${opening.service.healthCheckNodePort ?? cast.healthCheckNodePort} and the balancer sends to ${label(entry)} instead.`,
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
      `The field stops new allocations only: ${cast.nodePort} stays allocated, so nothing changes for this balancer.`,
    );
  return parts.join(' ');
}

/** The result of a what-if's connection, or why there is none. */
export function resultOf(compiled: CompiledStep<WhatIf>): Result {
  const c = compiled.spec.config;
  const cast = compiled.spec.cast;
  const decided = decidedOf(c, cast);
  const packet = compiled.packets.find((p) => !p.of);
  if (!packet)
    return {
      delivered: false,
      ...noTarget(c),
      outcomes: [],
      nodeHops: 0,
      nodeSnats: 0,
      podSees: null,
      decided,
    };
  const outcomes = outcomesOf(compiled, packet.route, packet.start);
  return {
    delivered: true,
    outcomes,
    nodeHops: packet.route.nodeHops,
    nodeSnats: packet.route.nodeSnats,
    podSees: packet.route.seenSource.ip,
    why: [explain(c, cast, packet.route, compiled.opening), randomWords(outcomes)].filter(Boolean).join(' '),
    decided,
  };
}

const SHARES: Readonly<Record<number, string>> = { 2: 'half', 3: 'a third', 4: 'a quarter' };

/** Where the connection's entry Node is one kube-proxy picks from at random: each way it can go. */
function outcomesOf(compiled: CompiledStep<WhatIf>, drawn: Route, at: number): Outcome[] {
  const entry = drawn.hops.find((h) => h.place.kind === 'node-port');
  if (entry?.place.kind !== 'node-port') return [];
  const node = entry.place.node;
  const label = (n: NodeName) => labelOf(compiled.spec.cast, n);
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

/** What in a reader's Service decided each setting; a setting changed here says so. */
function decidedOf(c: Config, cast: Cast): Result['decided'] {
  const own = cast.own;
  if (!own) return [];
  return own.decisions.map((d) => {
    const changed = d.field !== undefined && own.config[d.field] !== c[d.field];
    return {
      text: changed
        ? `${d.setting}: changed here from what your Service says (${d.by}).`
        : `${d.setting}: ${d.says} Decided by ${d.by}.`,
      ...(d.fact && !changed ? { fact: d.fact } : {}),
    };
  });
}
