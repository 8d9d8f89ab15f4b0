import { NODES, NODE_NAMES, SERVICE, type NodeName, type PodSpec } from './cluster';

export type PodPhase = 'pending' | 'running' | 'terminating';

export interface PodState {
  readonly spec: PodSpec;
  readonly phase: PodPhase;
  /** The Pod's Ready condition, set by the kubelet's readiness probe. */
  readonly ready: boolean;
}

/** What a Pod's box on the stage says of it; the stage's text for screen readers says the same. */
export function podStatus(p: PodState): readonly string[] {
  switch (p.phase) {
    case 'pending':
      return ['Pending', 'not ready'];
    case 'running':
      return ['Running', p.ready ? 'Ready' : 'not ready'];
    case 'terminating':
      return ['Terminating'];
  }
}

export interface Endpoint {
  readonly address: string;
  readonly ready: boolean;
  readonly serving: boolean;
  readonly terminating: boolean;
  readonly nodeName: NodeName;
  readonly targetRef: string;
}

export type TargetKind = 'node-port' | 'pod';
export type TargetHealth = 'initial' | 'healthy' | 'draining' | 'removed';

export interface Target {
  /** "ip:port", the balancer's own key for a target. */
  readonly id: string;
  readonly ip: string;
  readonly port: number;
  readonly kind: TargetKind;
  readonly health: TargetHealth;
  readonly node: NodeName;
}

export interface ClusterState {
  readonly service: {
    readonly allocateLoadBalancerNodePorts: boolean;
    /** Filled in by the API server; null once removed by an explicit update. */
    readonly nodePort: number | null;
    readonly externalTrafficPolicy: 'Cluster';
  };
  readonly pods: readonly PodState[];
  /** The endpoints of the one EndpointSlice of Service web. */
  readonly endpoints: readonly Endpoint[];
  /** What the balancer implementation registers: chosen by the implementation, not the Service. */
  readonly targetMode: TargetKind;
  readonly targets: readonly Target[];
}

export type Action =
  | { readonly type: 'createPod'; readonly pod: PodSpec }
  | { readonly type: 'podRunning'; readonly pod: string }
  | { readonly type: 'podReady'; readonly pod: string }
  | { readonly type: 'deletePod'; readonly pod: string }
  | { readonly type: 'podGone'; readonly pod: string }
  | { readonly type: 'syncSlice' }
  | { readonly type: 'useTargetMode'; readonly mode: TargetKind }
  | { readonly type: 'registerTargets' }
  | { readonly type: 'deregisterTargets' }
  | { readonly type: 'healthCheckPasses'; readonly target: string }
  | { readonly type: 'drainComplete'; readonly target: string }
  | { readonly type: 'forgetTarget'; readonly target: string }
  | { readonly type: 'setAllocateNodePorts'; readonly value: boolean };

export const targetId = (ip: string, port: number): string => `${ip}:${port}`;

/** A ready endpoint plus the slice's port makes a target; never 80 or 31000. */
function podTargetsWanted(state: ClusterState): Target[] {
  return state.endpoints
    .filter((e) => e.ready)
    .map((e) => newTarget(e.address, SERVICE.targetPort, 'pod', e.nodeName));
}

function nodePortTargetsWanted(state: ClusterState): Target[] {
  const port = state.service.nodePort;
  if (port === null) return [];
  return NODE_NAMES.map((n) => newTarget(NODES[n].ip, port, 'node-port', n));
}

/** The targets the balancer's controller wants, from what it watches, as new targets. */
function wanted(state: ClusterState): Target[] {
  return state.targetMode === 'pod' ? podTargetsWanted(state) : nodePortTargetsWanted(state);
}

function newTarget(ip: string, port: number, kind: TargetKind, node: NodeName): Target {
  return { id: targetId(ip, port), ip, port, kind, health: 'initial', node };
}

function mapPod(state: ClusterState, name: string, f: (p: PodState) => PodState): ClusterState {
  if (!state.pods.some((p) => p.spec.name === name)) throw new Error(`no Pod ${name}`);
  return { ...state, pods: state.pods.map((p) => (p.spec.name === name ? f(p) : p)) };
}

function mapTarget(state: ClusterState, id: string, f: (t: Target) => Target): ClusterState {
  if (!state.targets.some((t) => t.id === id)) throw new Error(`no target ${id}`);
  return { ...state, targets: state.targets.map((t) => (t.id === id ? f(t) : t)) };
}

export function reduce(state: ClusterState, action: Action): ClusterState {
  switch (action.type) {
    case 'createPod':
      return {
        ...state,
        pods: [...state.pods, { spec: action.pod, phase: 'pending', ready: false }],
      };
    case 'podRunning':
      return mapPod(state, action.pod, (p) => ({ ...p, phase: 'running' }));
    case 'podReady':
      return mapPod(state, action.pod, (p) => ({ ...p, phase: 'running', ready: true }));
    case 'deletePod':
      return mapPod(state, action.pod, (p) => ({ ...p, phase: 'terminating' }));
    case 'podGone':
      return { ...state, pods: state.pods.filter((p) => p.spec.name !== action.pod) };
    case 'syncSlice':
      // What the EndpointSlice controller writes: one endpoint per Pod, in Pod order. A
      // terminating endpoint is never ready; serving still follows the Pod's readiness.
      return {
        ...state,
        endpoints: state.pods.map((p) => ({
          address: p.spec.ip,
          ready: p.ready && p.phase !== 'terminating',
          serving: p.ready,
          terminating: p.phase === 'terminating',
          nodeName: p.spec.node,
          targetRef: p.spec.name,
        })),
      };
    case 'useTargetMode':
      return { ...state, targetMode: action.mode };
    case 'registerTargets': {
      const live = state.targets.filter((t) => t.health !== 'removed').map((t) => t.id);
      const added = wanted(state).filter((w) => !live.includes(w.id));
      return {
        ...state,
        targets: [...state.targets.filter((t) => !added.some((a) => a.id === t.id)), ...added],
      };
    }
    case 'deregisterTargets': {
      // Unwanted targets drain (no new connections, open ones may finish); they are never cut.
      const keep = wanted(state).map((w) => w.id);
      return {
        ...state,
        targets: state.targets.map((t) =>
          !keep.includes(t.id) && (t.health === 'healthy' || t.health === 'initial')
            ? { ...t, health: 'draining' as const }
            : t,
        ),
      };
    }
    case 'healthCheckPasses':
      return mapTarget(state, action.target, (t) => ({ ...t, health: 'healthy' }));
    case 'drainComplete':
      return mapTarget(state, action.target, (t) => ({ ...t, health: 'removed' }));
    case 'forgetTarget':
      return { ...state, targets: state.targets.filter((t) => t.id !== action.target) };
    case 'setAllocateNodePorts':
      // The flag governs allocation of new ports only: an allocated nodePort stays (KEP-1864).
      return { ...state, service: { ...state.service, allocateLoadBalancerNodePorts: action.value } };
  }
}

/** The cluster when the story opens: a default LoadBalancer Service with Node-port targets. */
export const OPENING_STATE: ClusterState = {
  service: {
    allocateLoadBalancerNodePorts: true,
    nodePort: SERVICE.nodePort,
    externalTrafficPolicy: 'Cluster',
  },
  pods: [],
  endpoints: [],
  targetMode: 'node-port',
  targets: [],
};
