import { describe, expect, it } from 'vitest';
import { stepChanges } from './changes';

const changesOf = (step: 1 | 2 | 3 | 4 | 5) =>
  stepChanges(step).map((c) => `${c.field}: ${c.before} → ${c.after}`);

describe('what each step changes, for the handout', () => {
  it('steps 1 and 3 change no object: only packets travel', () => {
    expect(changesOf(1)).toEqual([]);
    expect(changesOf(3)).toEqual([]);
  });

  it('step 2 swaps the instance target group for an ip one, on the Service’s annotation', () => {
    expect(changesOf(2)).toEqual([
      'Service web: annotation service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: instance → ip',
      'Target group, targetType instance: listed → gone',
      'Target 10.0.0.11:31000: listed → gone',
      'Target 10.0.0.12:31000: listed → gone',
      'Target group, targetType ip: absent → listed',
      'Target 10.244.1.5:8080: absent → listed',
    ]);
  });

  it('step 4 replaces web-1 with web-2 everywhere', () => {
    expect(changesOf(4)).toEqual([
      'Pod web-1: listed → gone',
      'EndpointSlice: endpoint of web-1: listed → gone',
      'Target 10.244.1.5:8080: listed → gone',
      'Pod web-2: absent → listed',
      'EndpointSlice: endpoint of web-2: absent → listed',
      'Target 10.244.2.7:8080: absent → listed',
    ]);
  });

  it('step 5 flips the field and nothing else', () => {
    expect(changesOf(5)).toEqual(['Service web: spec.allocateLoadBalancerNodePorts: true → false']);
  });
});
