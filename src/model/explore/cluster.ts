import type { PodSpec } from '../cluster';
import {
  LB_TYPE_ANNOTATION,
  OPENING_STATE,
  TARGET_TYPE_ANNOTATION,
  reduce,
  type Action,
  type ClusterState,
  type Target,
} from '../state';
import { STORY_CAST, type Cast } from './cast';
import type { Config } from './config';

// The cluster a configuration describes, and the target a new connection goes to in it.

/** The Pods where the configuration puts them: the first always, a second beside it on node-2. */
export function podsOf(c: Config, cast: Cast = STORY_CAST): PodSpec[] {
  if (c.pods === 'node-1') return [cast.first];
  if (c.pods === 'node-2') return [cast.firstOnOther];
  return [cast.first, cast.beside];
}

/** The first Pod's replacement: scheduled on the other Node, at a new address. */
export function replacementOf(c: Config, cast: Cast = STORY_CAST): PodSpec {
  const first = podsOf(c, cast)[0] ?? cast.first;
  return cast.replacement[first.node === 'node-1' ? 'node-2' : 'node-1'];
}

const pair = (pod: PodSpec): Action[] => [
  { type: 'createPod', pod },
  { type: 'podReady', pod: pod.name },
];

/** The first Pod as its endpoint is listed: ready, not yet ready, or terminating. */
function firstActions(pod: PodSpec, cast: Cast): Action[] {
  if (cast.firstCondition === 'not-ready') return [{ type: 'createPod', pod }];
  if (cast.firstCondition === 'terminating') return [...pair(pod), { type: 'deletePod', pod: pod.name }];
  return pair(pod);
}

/** The Service's annotations: the cast's, with the target type the configuration asks for. */
function annotationsOf(c: Config, cast: Cast): Record<string, string> {
  if (cast.lbcOwned)
    return { ...cast.annotations, [TARGET_TYPE_ANNOTATION]: c.targets === 'pods' ? 'ip' : 'instance' };
  // A Service not owned by the LBC asked what Pod targets would do is answered as if the LBC
  // owned it from creation: the only way its target type could be ip.
  return c.targets === 'pods'
    ? { ...cast.annotations, [LB_TYPE_ANNOTATION]: 'external', [TARGET_TYPE_ANNOTATION]: 'ip' }
    : { ...cast.annotations };
}

/** The cluster as the configuration has it, its Pods as listed and every target health checked. */
export function clusterFor(c: Config, cast: Cast = STORY_CAST): ClusterState {
  const opening: ClusterState = {
    ...OPENING_STATE,
    ...(cast === STORY_CAST ? {} : { addressing: cast.addressing }),
    service: {
      annotations: annotationsOf(c, cast),
      ...(cast.loadBalancerClass === undefined ? {} : { loadBalancerClass: cast.loadBalancerClass }),
      allocateLoadBalancerNodePorts: c.allocate === 'true',
      // A new Service with the field false never gets a node port; an old one keeps its own.
      nodePort: c.allocate === 'false-new' ? null : cast.nodePort,
      externalTrafficPolicy: c.policy,
      ...(c.policy === 'Local' ? { healthCheckNodePort: cast.healthCheckNodePort } : {}),
    },
    balancerSource: c.source,
  };
  const [first, ...rest] = podsOf(c, cast);
  const actions: Action[] = [
    ...(first ? firstActions(first, cast) : []),
    ...rest.flatMap(pair),
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
