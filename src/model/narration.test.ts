import { describe, expect, it } from 'vitest';
import { narrate } from './narration';
import { sceneAt } from './scene';

describe('the narration', () => {
  it('step 1 names Node-2’s rewrites, in words', () => {
    const text = narrate(sceneAt(1, 4.5));
    expect(text).toContain('The packet from 203.0.113.7:50412 is at Node-2');
    expect(text).toContain('kube-proxy rewrites the destination to 10.244.1.5:8080');
    expect(text).toContain('masquerades the source as 10.0.0.12');
    expect(text).toContain('Its path: Client, then Load balancer, then Node-2, then Node-1, then Pod web-1.');
  });

  it('step 3 says Node-2 is not on the path', () => {
    const text = narrate(sceneAt(3, 3.5));
    expect(text).toContain('Its path: Client, then Load balancer, then Node-1, then Pod web-1.');
    expect(text).toContain('Node-2 is not on its path.');
    expect(text).not.toContain('kube-proxy rewrites');
  });

  it('step 4 tells the targets and the slice as they are at that moment', () => {
    const text = narrate(sceneAt(4, 13.5));
    expect(text).toContain("The balancer's ip target group, where its listener forwards, holds");
    expect(text).toContain('10.244.1.5:8080 (Pod, draining)');
    expect(text).toContain('10.244.2.7:8080 (Pod, initial)');
    expect(text).toContain(
      'The EndpointSlice lists 10.244.1.5 (web-1) ready false, serving true, terminating true.',
    );
  });

  it('says of each Pod and target what the drawing shows: a terminating Pod, a drained target gone', () => {
    const text = narrate(sceneAt(4, 17.5));
    expect(text).toContain('Pod web-2 at 10.244.2.7 on Node-2: Running, Ready.');
    expect(text).toContain(
      "The balancer's ip target group, where its listener forwards, holds 10.244.2.7:8080 (Pod, healthy).",
    );
    expect(narrate(sceneAt(4, 16))).toContain('10.244.1.5:8080 (Pod, draining)');
    expect(narrate(sceneAt(4, 8))).toContain(
      'Pod web-1 at 10.244.1.5 on Node-1: Terminating, preStop: sleep 10.',
    );
    expect(narrate(sceneAt(4, 11))).toContain(
      'Pod web-1 at 10.244.1.5 on Node-1: Terminating, SIGTERM sent.',
    );
  });

  it('step 2 tells both target groups in the reconcile that replaces one, and says time is compressed', () => {
    const text = narrate({ ...sceneAt(2, 4.4), timeCompressed: ['registration', 'takes minutes'] });
    expect(text).toContain(
      "The balancer's instance target group holds 10.0.0.11:31000 (Node-1's node port, healthy); 10.0.0.12:31000 (Node-2's node port, healthy).",
    );
    expect(text).toContain("The balancer's ip target group, where its listener forwards, holds no targets.");
    expect(text).toContain('Time is compressed: registration takes minutes.');
    expect(narrate(sceneAt(2, 6.5))).toContain(
      "The balancer's ip target group, where its listener forwards, holds 10.244.1.5:8080 (Pod, initial).",
    );
  });

  it('step 5 keeps 31000 allocated after the flag turns false', () => {
    expect(narrate(sceneAt(5, 9))).toContain(
      'Service web: nodePort 31000, allocateLoadBalancerNodePorts false.',
    );
  });
});
