import type { StepNumber } from './steps';

// The presenter's notes, one entry per step, for the speaker view: what to point at on the
// stage, the one sentence the room should keep, and the question a room asks there, answered.
// As true to shared/FACTS.md as the captions: they may say more, never something else.

export interface SpeakerNotes {
  /** What on the stage to show, as the step plays. */
  readonly pointAt: string;
  /** The one sentence to leave the room with. */
  readonly takeaway: string;
  /** A question an audience asks at this step. */
  readonly question: string;
  readonly answer: string;
}

export const NOTES: Readonly<Record<StepNumber, SpeakerNotes>> = {
  1: {
    pointAt:
      'Node-2 as the packet reaches it: no backend runs there, yet it rewrites the destination to 10.244.1.5:8080 and the source to 10.0.0.12 and sends the packet on to Node-1. Then the counters: two Node hops, one Node SNAT, and web-1 sees 10.0.0.12.',
    takeaway:
      'With Node-port targets one connection can cost two Nodes and a source rewrite, and web-1 sees Node-2’s address instead of the client’s.',
    question: 'Why does Node-2 rewrite the source too, not only the destination?',
    answer:
      'Under the default externalTrafficPolicy Cluster, kube-proxy masquerades external traffic that arrives at a node port, so that the reply comes back through Node-2, where conntrack reverses both rewrites. externalTrafficPolicy Local avoids the SNAT but still uses Node targets: a Node with no local endpoint fails the balancer’s health check on healthCheckNodePort and gets no traffic.',
  },
  2: {
    pointAt:
      'The Balancer controller now reading the EndpointSlice, the API watch from the slice to it, and the balancer’s group replaced by one of targetType ip whose target 10.244.1.5:8080 is initial until its health check passes. Then the Service box: allocateLoadBalancerNodePorts still true, nodePort 31000 still allocated.',
    takeaway:
      'The implementation chose Pod targets, here the AWS Load Balancer Controller reading the Service’s target-type annotation, not allocateLoadBalancerNodePorts, which still reads true.',
    question: 'Does switching the target type drop traffic?',
    answer:
      'It can: in one reconcile the controller creates the ip group, points the listener at it before its target is healthy and deletes the instance group without draining, so new connections find no healthy target for a while and open ones may be reset. For a gentle switch, operators make a second Service with the new target type and move DNS to its balancer once its targets are healthy.',
  },
  3: {
    pointAt:
      'The Pod path: from the balancer to Node-1 and into web-1, with no rewrite at Node-1, and Node-2 not on it. Then the counters, one Node hop and no Node SNAT, and node port 31000, still open on both Nodes.',
    takeaway:
      'Addressed to the Pod itself, the connection crosses one Node with no DNAT and no Node SNAT, while node port 31000 stays open and unused.',
    question: 'So does the Pod see the client’s address now?',
    answer:
      'Not necessarily: that depends on the balancer and its settings, which is why the counters show both addresses. An AWS NLB ip target group over TCP, for one, sends from its own address (here 10.0.0.50) unless client IP preservation (preserve_client_ip.enabled) is on. What going straight to the Pod removes is the Node’s SNAT.',
  },
  4: {
    pointAt:
      'In the EndpointSlice, web-1’s endpoint turning ready ✗ and terminating ✓ while it stays listed; web-2 starting on Node-2 at 10.244.2.7; in the balancer, 10.244.1.5:8080 draining and 10.244.2.7:8080 initial until its health check passes.',
    takeaway:
      'A replaced Pod is registered at its new address and gets traffic once the balancer’s own health check passes, while the old target drains instead of being cut.',
    question: 'Isn’t the Pod’s readiness probe the balancer’s health check?',
    answer:
      'No: the kubelet’s readiness probe makes web-2’s endpoint ready, and the balancer checks the target itself, here with a TCP probe of 10.244.2.7:8080; the Kubernetes API defines no balancer health check for Pod targets. On AWS the readiness gate target-health.elbv2.k8s.aws/<TargetGroupBinding name>, in namespaces labelled elbv2.k8s.aws/pod-readiness-gate-inject: enabled, keeps a new Pod from turning Ready until its target is healthy.',
  },
  5: {
    pointAt:
      'The Service box: allocateLoadBalancerNodePorts turns false, yet nodePort 31000 stays allocated, and both Nodes still show node port 31000 open.',
    takeaway:
      'allocateLoadBalancerNodePorts: false stops new node-port allocations and frees none: 31000 stays until the nodePort entry is removed from every port of the Service.',
    question: 'If I apply my manifest again without nodePort, is 31000 freed?',
    answer:
      'No: the API server filled nodePort in, and a client-side kubectl apply leaves fields it did not set. Remove the nodePort entry from every port by an explicit update (kubectl patch or kubectl edit), or delete the Service.',
  },
};
