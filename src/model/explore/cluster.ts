import { NODES, SERVICE, WEB_1, WEB_2, type NodeName, type PodSpec } from '../cluster';
import {
  CREATED_WITH,
  OPENING_STATE,
  TARGET_TYPE_ANNOTATION,
  reduce,
  type Action,
  type ClusterState,
  type Target,
} from '../state';
import type { Config } from './config';

// The cluster a configuration describes, and the target a new connection goes to in it.

/** The port kube-proxy answers health checks on under Local; allocated apart from node ports. */
export const HEALTH_CHECK_NODE_PORT = 32100;

const podOn = (name: string, node: NodeName, host: number): PodSpec => ({
  ...WEB_1,
  name,
  node,
  ip: NODES[node].podCidr.replace(/\.0\/24$/, `.${host}`),
});

/** The web Pods where the configuration puts them: web-1 always, web-2 beside it on Node-2. */
export function podsOf(c: Config): PodSpec[] {
  if (c.pods === 'node-1') return [WEB_1];
  if (c.pods === 'node-2') return [podOn('web-1', 'node-2', 5)];
  return [WEB_1, WEB_2];
}

/** web-1's replacement: web-3, scheduled on the other Node, at a new address. */
export function replacementOf(c: Config): PodSpec {
  const web1 = podsOf(c)[0] ?? WEB_1;
  return podOn('web-3', web1.node === 'node-1' ? 'node-2' : 'node-1', 9);
}

export const label = (node: NodeName) => NODES[node].label;

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
