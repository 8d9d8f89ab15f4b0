import { NODE_NAMES, SERVICE, STORY, type Addressing, type NodeName, type PodSpec } from './cluster';

export type PodPhase = 'pending' | 'running' | 'terminating';

export interface PodState {
  readonly spec: PodSpec;
  readonly phase: PodPhase;
  /** The Pod's Ready condition, set by the kubelet's readiness probe. */
  readonly ready: boolean;
  /** While terminating: in its preStop hook, or sent SIGTERM once the hook is done. */
  readonly shutdown?: 'preStop' | 'SIGTERM';
}

/** What a Pod's box on the stage says of it; the stage's text for screen readers says the same. */
export function podStatus(p: PodState): readonly string[] {
  switch (p.phase) {
    case 'pending':
      return ['Pending', 'not ready'];
    case 'running':
      return ['Running', p.ready ? 'Ready' : 'not ready'];
    case 'terminating':
      return [
        'Terminating',
        p.shutdown === 'SIGTERM' ? 'SIGTERM sent' : `preStop: sleep ${p.spec.preStopSleep}`,
      ];
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
/**
 * A target's state as AWS names it (of `initial`, `healthy`, `unhealthy`, `unused`, `draining`,
 * `unavailable`, the ones the story meets). `unhealthy`: failing the balancer's health check, so
 * sent no new connections. A deregistered target that has drained is absent, not in a state.
 */
export type TargetHealth = 'initial' | 'healthy' | 'unhealthy' | 'draining';

/**
 * A target group's type, fixed when the group is made (AWS's `targetType`): `instance` holds
 * Nodes at their node port, `ip` holds Pod addresses. One group never holds both kinds.
 */
export type TargetType = 'instance' | 'ip';
export const TARGET_TYPE: Readonly<Record<TargetKind, TargetType>> = { 'node-port': 'instance', pod: 'ip' };

/**
 * The Service annotations the AWS Load Balancer Controller (LBC) reads. It owns a Service only if
 * the Service was created with the type `external` (or `spec.loadBalancerClass:
 * service.k8s.aws/nlb`, which can never be added or changed later); without either the in-tree
 * cloud provider owns it and ignores the target type.
 */
export const LB_TYPE_ANNOTATION = 'service.beta.kubernetes.io/aws-load-balancer-type';
export const LBC_CLASS = 'service.k8s.aws/nlb';
export const TARGET_TYPE_ANNOTATION = 'service.beta.kubernetes.io/aws-load-balancer-nlb-target-type';
export const TARGET_GROUP_ATTRIBUTES_ANNOTATION =
  'service.beta.kubernetes.io/aws-load-balancer-target-group-attributes';
/** AWS's default deregistration delay, in seconds (configurable from 0 to 3600). */
export const DEFAULT_DEREGISTRATION_DELAY = 300;

export interface Target {
  /** "ip:port", the balancer's own key for a target. */
  readonly id: string;
  readonly ip: string;
  readonly port: number;
  readonly kind: TargetKind;
  readonly health: TargetHealth;
  readonly node: NodeName;
}

export interface TargetGroup {
  readonly type: TargetType;
  /** Seconds a deregistered target drains (no new connections, open ones may finish). */
  readonly deregistrationDelay: number;
  readonly targets: readonly Target[];
}

export interface ClusterState {
  /** The names and numbers it is drawn with; the story's where unset. */
  readonly addressing?: Addressing;
  readonly service: {
    /** Set by whoever deploys the Service; the balancer's controller reads them. */
    readonly annotations: Readonly<Record<string, string>>;
    /** Fixed at creation: the API server refuses to add or change it later. */
    readonly loadBalancerClass?: string;
    readonly allocateLoadBalancerNodePorts: boolean;
    /** Filled in by the API server; null once removed by an explicit update. */
    readonly nodePort: number | null;
    readonly externalTrafficPolicy: 'Cluster' | 'Local';
    /** Under Local, the port kube-proxy answers the balancer's health check of each Node on. */
    readonly healthCheckNodePort?: number;
  };
  /**
   * What the balancer writes as the source of what it forwards: the client's address, or its own.
   * Unset where the story leaves it to the implementation: kept for Node ports, either for Pods.
   */
  readonly balancerSource?: 'client' | 'own';
  readonly pods: readonly PodState[];
  /** The endpoints of the one EndpointSlice of Service web. */
  readonly endpoints: readonly Endpoint[];
  /** The balancer's target groups, at most one of each type. */
  readonly groups: readonly TargetGroup[];
  /** The group the balancer's listener forwards new connections to. */
  readonly listener: TargetType | null;
}

export type Action =
  | { readonly type: 'createPod'; readonly pod: PodSpec }
  | { readonly type: 'podRunning'; readonly pod: string }
  | { readonly type: 'podReady'; readonly pod: string }
  | { readonly type: 'deletePod'; readonly pod: string }
  | { readonly type: 'preStopDone'; readonly pod: string }
  | { readonly type: 'podGone'; readonly pod: string }
  | { readonly type: 'syncSlice' }
  | { readonly type: 'annotate'; readonly key: string; readonly value: string }
  | { readonly type: 'registerTargets' }
  | { readonly type: 'createGroup' }
  | { readonly type: 'forwardTo'; readonly group: TargetType }
  | { readonly type: 'removeGroup'; readonly group: TargetType }
  | { readonly type: 'deregisterTargets' }
  | { readonly type: 'healthCheckPasses'; readonly target: string }
  | { readonly type: 'drainComplete'; readonly target: string }
  | { readonly type: 'setAllocateNodePorts'; readonly value: boolean }
  | { readonly type: 'checkHealth' };

export const addressingOf = (state: Pick<ClusterState, 'addressing'>): Addressing =>
  state.addressing ?? STORY;

export const targetId = (ip: string, port: number): string => `${ip}:${port}`;

/** Every target of every group, in group order. */
export const allTargets = (state: ClusterState): readonly Target[] => state.groups.flatMap((g) => g.targets);

/** Whether the AWS Load Balancer Controller owns the Service: only as it was created. */
export function ownedByLbc(
  service: Pick<ClusterState['service'], 'annotations' | 'loadBalancerClass'>,
): boolean {
  return service.annotations[LB_TYPE_ANNOTATION] === 'external' || service.loadBalancerClass === LBC_CLASS;
}

/** What the balancer's controller registers, as the Service's annotations tell it. */
export function targetKindOf(state: ClusterState): TargetKind {
  return ownedByLbc(state.service) && state.service.annotations[TARGET_TYPE_ANNOTATION] === 'ip'
    ? 'pod'
    : 'node-port';
}

/** The deregistration delay a new group gets: the Service's target group attribute, or AWS's default. */
function deregistrationDelayOf(state: ClusterState): number {
  const attributes = state.service.annotations[TARGET_GROUP_ATTRIBUTES_ANNOTATION] ?? '';
  const m = /deregistration_delay\.timeout_seconds=(\d+)/.exec(attributes);
  return m ? Number(m[1]) : DEFAULT_DEREGISTRATION_DELAY;
}

/** A ready endpoint plus the slice's port makes a target; never 80 or 31000. */
function podTargetsWanted(state: ClusterState): Target[] {
  return state.endpoints
    .filter((e) => e.ready)
    .map((e) => newTarget(e.address, addressingOf(state).service.targetPort, 'pod', e.nodeName));
}

function nodePortTargetsWanted(state: ClusterState): Target[] {
  const port = state.service.nodePort;
  if (port === null) return [];
  const nodes = addressingOf(state).nodes;
  return NODE_NAMES.map((n) => newTarget(nodes[n].ip, port, 'node-port', n));
}

/** The targets the balancer's controller wants, from what it watches, as new targets. */
function wanted(state: ClusterState): Target[] {
  return targetKindOf(state) === 'pod' ? podTargetsWanted(state) : nodePortTargetsWanted(state);
}

function newTarget(ip: string, port: number, kind: TargetKind, node: NodeName): Target {
  return { id: targetId(ip, port), ip, port, kind, health: 'initial', node };
}

function mapPod(state: ClusterState, name: string, f: (p: PodState) => PodState): ClusterState {
  if (!state.pods.some((p) => p.spec.name === name)) throw new Error(`no Pod ${name}`);
  return { ...state, pods: state.pods.map((p) => (p.spec.name === name ? f(p) : p)) };
}

function mapTargets(state: ClusterState, f: (t: Target) => Target | null): ClusterState {
  return {
    ...state,
    groups: state.groups.map((g) => ({
      ...g,
      targets: g.targets.flatMap((t) => {
        const next = f(t);
        return next ? [next] : [];
      }),
    })),
  };
}

function mapTarget(state: ClusterState, id: string, f: (t: Target) => Target | null): ClusterState {
  if (!allTargets(state).some((t) => t.id === id)) throw new Error(`no target ${id}`);
  return mapTargets(state, (t) => (t.id === id ? f(t) : t));
}

/**
 * Whether a target passes the balancer's health check: a Pod while its endpoint is ready; a
 * Node's port under Cluster always (kube-proxy forwards anywhere), under Local only where the
 * Node has a ready endpoint of its own (kube-proxy answers healthCheckNodePort so).
 */
function passesHealthCheck(state: ClusterState, t: Target): boolean {
  if (t.kind === 'pod') return state.endpoints.some((e) => e.address === t.ip && e.ready);
  if (state.service.externalTrafficPolicy === 'Cluster') return true;
  return state.endpoints.some((e) => e.nodeName === t.node && e.ready);
}

/** Registers what the controller wants in the group of its type, making the group first if need be. */
function register(state: ClusterState): ClusterState {
  const want = wanted(state);
  const type = TARGET_TYPE[targetKindOf(state)];
  const group = state.groups.find((g) => g.type === type) ?? {
    type,
    deregistrationDelay: deregistrationDelayOf(state),
    targets: [],
  };
  const live = group.targets.map((t) => t.id);
  const added = want.filter((w) => !live.includes(w.id));
  const updated = {
    ...group,
    targets: [...group.targets.filter((t) => !added.some((a) => a.id === t.id)), ...added],
  };
  const exists = state.groups.some((g) => g.type === type);
  return {
    ...state,
    groups: exists ? state.groups.map((g) => (g.type === type ? updated : g)) : [...state.groups, updated],
    // A balancer's first group is where its listener forwards; a later one waits to be switched to.
    listener: state.listener ?? type,
  };
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
      // The kubelet runs the preStop hook first; SIGTERM waits for it (preStopDone).
      return mapPod(state, action.pod, (p) => ({ ...p, phase: 'terminating', shutdown: 'preStop' }));
    case 'preStopDone':
      return mapPod(state, action.pod, (p) => ({ ...p, shutdown: 'SIGTERM' }));
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
    case 'annotate':
      return {
        ...state,
        service: {
          ...state.service,
          annotations: { ...state.service.annotations, [action.key]: action.value },
        },
      };
    case 'registerTargets':
      return register(state);
    // A group's type is fixed, so a changed target type "requires replacement": in one
    // reconcile the LBC makes the new group, points the listener at it and deletes the old one,
    // waiting neither for a new target to be healthy nor for the old ones to drain.
    case 'createGroup': {
      const type = TARGET_TYPE[targetKindOf(state)];
      if (state.groups.some((g) => g.type === type)) throw new Error(`the ${type} group exists`);
      const group = { type, deregistrationDelay: deregistrationDelayOf(state), targets: [] };
      return { ...state, groups: [...state.groups, group] };
    }
    case 'forwardTo':
      if (!state.groups.some((g) => g.type === action.group)) throw new Error(`no ${action.group} group`);
      return { ...state, listener: action.group };
    case 'removeGroup':
      if (state.listener === action.group)
        throw new Error(`the listener still forwards to the ${action.group} group`);
      return { ...state, groups: state.groups.filter((g) => g.type !== action.group) };
    case 'deregisterTargets': {
      // Unwanted targets drain (no new connections, open ones may finish); they are never cut.
      const keep = wanted(state).map((w) => w.id);
      return mapTargets(state, (t) =>
        !keep.includes(t.id) && (t.health === 'healthy' || t.health === 'initial')
          ? { ...t, health: 'draining' }
          : t,
      );
    }
    case 'healthCheckPasses':
      return mapTarget(state, action.target, (t) => ({ ...t, health: 'healthy' }));
    case 'drainComplete':
      // Drained, the target is gone from its group: AWS lists no state for it.
      return mapTarget(state, action.target, (t) => {
        if (t.health !== 'draining') throw new Error(`${t.id} is not draining`);
        return null;
      });
    case 'checkHealth':
      // Every live target as the balancer's health check finds it now; draining ones are left.
      return mapTargets(state, (t) =>
        t.health === 'draining' ? t : { ...t, health: passesHealthCheck(state, t) ? 'healthy' : 'unhealthy' },
      );
    case 'setAllocateNodePorts':
      // The flag governs allocation of new ports only: an allocated nodePort stays (KEP-1864).
      return { ...state, service: { ...state.service, allocateLoadBalancerNodePorts: action.value } };
  }
}

/**
 * The annotations the story's Service was created with: owned by the LBC from the start, with
 * Node-port targets and a deregistration delay for every target group of the Service.
 */
export const CREATED_WITH: Readonly<Record<string, string>> = {
  [LB_TYPE_ANNOTATION]: 'external',
  [TARGET_TYPE_ANNOTATION]: 'instance',
  [TARGET_GROUP_ATTRIBUTES_ANNOTATION]: 'deregistration_delay.timeout_seconds=30',
};

/** The cluster when the story opens: an LBC-owned LoadBalancer Service with Node-port targets. */
export const OPENING_STATE: ClusterState = {
  service: {
    annotations: CREATED_WITH,
    allocateLoadBalancerNodePorts: true,
    nodePort: SERVICE.nodePort,
    externalTrafficPolicy: 'Cluster',
  },
  pods: [],
  endpoints: [],
  groups: [],
  listener: null,
};
