import { WEB_1, WEB_2 } from './cluster';
import { CAPTIONS } from './seedText';
import { TARGET_TYPE_ANNOTATION, type Action } from './state';

// The five steps as data. Times are seconds from the start of the step, at 1× speed. Every
// change of the cluster is a beat (pure reducer actions, shared/FACTS.md order); packets and
// controller signals are routed by the model and may carry actions that happen on arrival.

export type StepNumber = 1 | 2 | 3 | 4 | 5;
export const STEP_NUMBERS: readonly StepNumber[] = [1, 2, 3, 4, 5];

export interface BeatSpec {
  readonly at: number;
  readonly actions?: readonly Action[];
  /** One sentence on what just happened, shown on the stage and read to screen readers. */
  readonly says: string;
}

export interface PacketSpec {
  readonly at: number;
  readonly kind: 'request' | 'probe';
  /** The target the balancer sends this flow to (balancers hash flows; the story names one). */
  readonly target: string;
  readonly then?: readonly Action[];
  readonly says: string;
  /** What is said when it arrives, where it changes something. */
  readonly arrives?: string;
}

/** An API watch or call between the controller, the EndpointSlice and the balancer. */
export interface SignalSpec {
  readonly at: number;
  readonly from: 'slice' | 'controller';
  readonly to: 'controller' | 'balancer';
  readonly label: string;
  readonly then?: readonly Action[];
  readonly says: string;
  /** What is said when it arrives, where it changes something. */
  readonly arrives?: string;
}

/** What plays on the stage: beats, packets and signals over a time. A step is one; a what-if is another. */
export interface Scenario {
  readonly duration: number;
  readonly beats: readonly BeatSpec[];
  readonly packets: readonly PacketSpec[];
  readonly signals: readonly SignalSpec[];
  /** Where the real waits run far longer than the story's seconds: said on the stage, in lines. */
  readonly timeCompressed?: readonly string[];
}

export interface StepSpec extends Scenario {
  readonly n: StepNumber;
  /** A short name for controls and the timeline. */
  readonly name: string;
  /** Where the name is too long for its timeline segment: what the segment shows instead. */
  readonly label?: string;
  readonly caption: (typeof CAPTIONS)[number];
}

/** How the story's cluster got to where step 1 opens. */
export const PROLOGUE: readonly Action[] = [
  { type: 'createPod', pod: WEB_1 },
  { type: 'podReady', pod: 'web-1' },
  { type: 'syncSlice' },
  { type: 'registerTargets' },
  { type: 'healthCheckPasses', target: '10.0.0.11:31000' },
  { type: 'healthCheckPasses', target: '10.0.0.12:31000' },
];

const PASSES =
  'The probes succeed (by the LBC’s defaults the NLB checks every 10 s and wants 3 successes in a row)';

/** What the story gives seconds: registration and health checks take minutes on a real NLB. */
const COMPRESSED = ['health checks and', 'registration'];

export const STEPS: readonly StepSpec[] = [
  {
    n: 1,
    name: 'Node-port targets',
    caption: CAPTIONS[0],
    duration: 9,
    beats: [
      {
        at: 0,
        says: 'The balancer’s targets are Node-1:31000 and Node-2:31000, the nodePort the API server allocated from 30000–32767.',
      },
    ],
    packets: [
      {
        at: 1,
        kind: 'request',
        target: '10.0.0.12:31000',
        says: 'A new connection from 203.0.113.7 lands on Node-2, which runs no backend.',
      },
    ],
    signals: [],
  },
  {
    n: 2,
    name: 'Register the Pod',
    caption: CAPTIONS[1],
    duration: 10.5,
    timeCompressed: COMPRESSED,
    beats: [
      {
        at: 0.5,
        actions: [{ type: 'annotate', key: TARGET_TYPE_ANNOTATION, value: 'ip' }],
        says: 'The Service’s annotation aws-load-balancer-nlb-target-type changes from instance to ip: Pod targets. That annotation chose them, not allocateLoadBalancerNodePorts.',
      },
      {
        at: 1.2,
        says: 'The AWS Load Balancer Controller acts on it because the Service was created with aws-load-balancer-type: external. Without that (or a loadBalancerClass, which is set only at creation) the in-tree cloud provider owns the Service and ignores the target type.',
      },
      {
        at: 4.3,
        actions: [{ type: 'forwardTo', group: 'ip' }],
        says: 'In the same reconcile the listener is pointed at the ip group, which has no target yet: it waits for no healthy target.',
      },
      {
        at: 4.6,
        actions: [{ type: 'removeGroup', group: 'instance' }],
        says: 'And the instance group is deleted, without draining: connections open through Node-1:31000 and Node-2:31000 may be reset.',
      },
      {
        at: 7.3,
        says: 'The Pod addresses here are illustrative (10.244.0.0/16 is a typical overlay range): Pod targets need Pod addresses the balancer can route to, such as VPC-native ones.',
      },
      {
        at: 8.8,
        says: 'On GKE a LoadBalancer Service’s own L4 balancer targets Nodes (instance groups, or GCE_VM_IP NEGs with subsetting) and reaches Pods through kube-proxy; cloud.google.com/neg gives Pod-IP NEGs to Ingress and Gateway, or standalone (their readiness gate: cloud.google.com/load-balancer-neg-ready).',
      },
      {
        at: 9.4,
        says: 'Where that gap matters, operators switch gently instead: a second Service with the new target type, and DNS moved to its balancer once its targets are healthy.',
      },
      {
        at: 10,
        says: 'The balancer has one group, targetType ip, with one target: 10.244.1.5:8080. allocateLoadBalancerNodePorts still reads true; 31000 is still allocated.',
      },
    ],
    signals: [
      {
        at: 2,
        from: 'slice',
        to: 'controller',
        label: 'watch: 10.244.1.5 + port 8080',
        says: 'The controller finds the EndpointSlice of Service web by its label kubernetes.io/service-name: web, and reads the endpoint 10.244.1.5:8080.',
      },
      {
        at: 3,
        from: 'controller',
        to: 'balancer',
        label: 'replace the target group',
        then: [{ type: 'createGroup' }],
        says: 'A target group’s type is fixed when it is made, so the group is replaced, in one reconcile: the controller creates an ip group, points the listener at it and deletes the instance group.',
        arrives: 'The controller creates a target group of targetType ip, with no target yet.',
      },
      {
        at: 5,
        from: 'controller',
        to: 'balancer',
        label: 'register 10.244.1.5:8080',
        then: [{ type: 'registerTargets' }],
        says: 'The controller’s TargetGroupBinding for the new group registers 10.244.1.5:8080, on its own time: nothing waited for it.',
        arrives:
          '10.244.1.5:8080 is a target, state initial. Until it is healthy the listener’s group has no healthy target, so new connections find none.',
      },
    ],
    packets: [
      {
        at: 6.3,
        kind: 'probe',
        target: '10.244.1.5:8080',
        then: [{ type: 'healthCheckPasses', target: '10.244.1.5:8080' }],
        says: 'The balancer health checks its new target with a TCP probe of 10.244.1.5:8080.',
        arrives: `${PASSES}: 10.244.1.5:8080 is healthy and gets new connections. With registration, that takes minutes on a real NLB; seconds here.`,
      },
    ],
  },
  {
    n: 3,
    name: 'Straight to the Pod',
    caption: CAPTIONS[2],
    duration: 7.5,
    beats: [
      {
        at: 0,
        says: 'The balancer’s only target is 10.244.1.5:8080, in its ip group; node port 31000 is still open on both Nodes.',
      },
    ],
    packets: [
      {
        at: 1,
        kind: 'request',
        target: '10.244.1.5:8080',
        says: 'The next connection goes to the target 10.244.1.5:8080 itself, through Node-1 only.',
      },
    ],
    signals: [],
  },
  {
    n: 4,
    name: 'A replaced Pod',
    caption: CAPTIONS[3],
    duration: 21,
    timeCompressed: ['a 30 s drain, health', 'checks, registration'],
    beats: [
      {
        at: 1,
        actions: [{ type: 'deletePod', pod: 'web-1' }],
        says: `Pod web-1 is deleted and starts terminating. Its spec has a preStop hook, sleep ${WEB_1.preStopSleep}, which the kubelet runs before it sends SIGTERM, so web-1 keeps serving; terminationGracePeriodSeconds: ${WEB_1.terminationGracePeriodSeconds} bounds the whole shutdown.`,
      },
      {
        at: 2,
        actions: [{ type: 'syncSlice' }],
        says: 'In the EndpointSlice, web-1’s endpoint turns terminating: true, ready: false; it stays listed until the Pod is gone.',
      },
      {
        at: 6,
        actions: [{ type: 'createPod', pod: WEB_2 }],
        says: 'The replacement, Pod web-2, is scheduled on Node-2 and gets the address 10.244.2.7. (Names here are illustrative: a Deployment’s Pods get hashed names.)',
      },
      {
        at: 6.8,
        actions: [{ type: 'podRunning', pod: 'web-2' }],
        says: 'web-2’s container starts: Running, not yet Ready.',
      },
      {
        at: 7.4,
        actions: [{ type: 'syncSlice' }],
        says: 'The same EndpointSlice lists web-2 at 10.244.2.7, ready: false.',
      },
      {
        at: 8.6,
        actions: [{ type: 'podReady', pod: 'web-2' }],
        says: 'The kubelet’s readiness probe passes: Pod web-2 is Ready, which is not the balancer’s health check. With no readiness gate here, web-2 is registered once its endpoint is ready; with target-health.elbv2.k8s.aws/<TargetGroupBinding name> (namespaces labelled elbv2.k8s.aws/pod-readiness-gate-inject: enabled) it is registered first, Ready once its target is healthy.',
      },
      {
        at: 9.4,
        actions: [{ type: 'syncSlice' }],
        says: 'web-2’s endpoint turns ready: true.',
      },
      {
        at: 10.2,
        actions: [{ type: 'preStopDone', pod: 'web-1' }],
        says: 'web-1’s preStop sleep is over: the kubelet sends SIGTERM, and web-1 finishes its open connections without taking new ones.',
      },
      {
        at: 17,
        actions: [{ type: 'drainComplete', target: '10.244.1.5:8080' }],
        says: '10.244.1.5:8080 has drained and is gone from the ip group. The balancer’s one target is 10.244.2.7:8080.',
      },
      {
        at: 17.8,
        actions: [{ type: 'podGone', pod: 'web-1' }],
        says: `Pod web-1 exits, its connections done: after its target drained, within its ${WEB_1.terminationGracePeriodSeconds} s grace period.`,
      },
      {
        at: 18.4,
        actions: [{ type: 'syncSlice' }],
        says: 'web-1’s endpoint disappears from the EndpointSlice.',
      },
    ],
    signals: [
      {
        at: 3,
        from: 'slice',
        to: 'controller',
        label: 'watch: web-1 terminating',
        says: 'The controller, watching the slice by its label, sees web-1’s endpoint terminating (ready: false).',
      },
      {
        at: 4,
        from: 'controller',
        to: 'balancer',
        label: 'deregister 10.244.1.5:8080',
        then: [{ type: 'deregisterTargets' }],
        says: 'The controller deregisters 10.244.1.5:8080; until the balancer has it, new connections can still arrive at web-1.',
        arrives:
          '10.244.1.5:8080 drains for its group’s deregistration delay (30 s here, set by the Service’s annotation): no new connections, open ones may finish. With one replica no target is healthy until web-2 is; a rolling update with maxSurge would register the new Pod first.',
      },
      {
        at: 10.8,
        from: 'slice',
        to: 'controller',
        label: 'watch: 10.244.2.7 ready',
        says: 'The controller reads the new endpoint 10.244.2.7 with the slice’s port 8080.',
      },
      {
        at: 11.8,
        from: 'controller',
        to: 'balancer',
        label: 'register 10.244.2.7:8080',
        then: [{ type: 'registerTargets' }],
        says: 'The controller asks the balancer to register 10.244.2.7:8080 in the ip group.',
        arrives:
          '10.244.2.7:8080 is a target, state initial: it gets no traffic until its health check passes.',
      },
    ],
    packets: [
      {
        at: 1.5,
        kind: 'request',
        target: '10.244.1.5:8080',
        says: 'A new connection arrives before the deregistration reaches the balancer: it still goes to 10.244.1.5:8080, and web-1, sleeping in its preStop hook, serves it.',
      },
      {
        at: 13.2,
        kind: 'probe',
        target: '10.244.2.7:8080',
        then: [{ type: 'healthCheckPasses', target: '10.244.2.7:8080' }],
        says: 'The balancer’s own health check, here a TCP probe of 10.244.2.7:8080. How it checks is up to the implementation: the Kubernetes API defines none for Pod targets.',
        arrives: `${PASSES}: 10.244.2.7:8080 goes from initial to healthy and gets new connections.`,
      },
    ],
  },
  {
    n: 5,
    name: 'allocateLoadBalancerNodePorts: false',
    label: 'No new Node ports',
    caption: CAPTIONS[4],
    duration: 12,
    beats: [
      {
        at: 1,
        actions: [{ type: 'setAllocateNodePorts', value: false }],
        says: 'The Service is updated: spec.allocateLoadBalancerNodePorts: false (valid only for type: LoadBalancer; GA since Kubernetes 1.24).',
      },
      {
        at: 3,
        says: 'From now on no Node port is allocated for a new or changed port, unless the port sets nodePort itself.',
      },
      {
        at: 5,
        says: 'Nothing is freed: nodePort 31000 stays allocated, and kube-proxy keeps it open on both Nodes.',
      },
      {
        at: 7,
        says: 'To free 31000, remove the nodePort entry from every port of the Service by an explicit update (kubectl patch or kubectl edit), or delete the Service.',
      },
      {
        at: 9.5,
        says: 'A client-side kubectl apply of a manifest without nodePort does not remove it: the API server filled it in, and apply leaves fields it did not set.',
      },
    ],
    packets: [],
    signals: [],
  },
];
