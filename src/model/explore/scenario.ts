import { NODES, SERVICE, WEB_1, type PodSpec } from '../cluster';
import { kubeProxyChoices, routeRequest, type Route } from '../routing';
import { sceneIn, type Scene } from '../scene';
import { reduce, allTargets, type ClusterState } from '../state';
import type { BeatSpec, PacketSpec, Scenario } from '../steps';
import { compileScenario, packetTimes, type CompiledStep } from '../timeline';
import { chosenTarget, clusterFor, label, podsOf, replacementOf } from './cluster';
import type { Config } from './config';

// What plays for a configuration: its cluster, then (if asked) web-1's replacement, and one
// connection, routed by the same routing model as the five steps. Nothing here draws a path.

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
function describe(c: Config): string {
  const to = c.targets === 'pods' ? 'Pod targets' : 'Node-port targets';
  const where = c.pods === 'both' ? 'web Pods on both Nodes' : `web-1 on ${NODES[c.pods].label}`;
  return `${to}, externalTrafficPolicy ${c.policy}, ${where}; the balancer ${
    c.source === 'own' ? 'sends from its own address' : 'keeps the client address'
  }.`;
}
