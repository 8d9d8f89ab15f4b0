import { describe, expect, it } from 'vitest';
import { serviceYaml, targetGroupYaml, type YamlLine } from './objects';
import { compiledStep, durationOf, packetInFocus, sceneAt } from './scene';
import { STEP_NUMBERS, STEPS, type StepNumber } from './steps';
import { fieldsOf, timeline } from './timeline';
import { toldInStep } from './transcript';

// "Real balancers" in shared/FACTS.md: what the story says and shows of them, pinned.

const text = (lines: readonly YamlLine[]) =>
  lines.map((l) => (l.note ? `${l.text}  # ${l.note}` : l.text)).join('\n');
const told = (step: StepNumber) => toldInStep(step).map((l) => l.says);
const saidInStep = (step: StepNumber) => told(step).join('\n');
/** Every sentence and note a reader can meet, over the whole story. */
const everything = () =>
  [
    ...STEP_NUMBERS.flatMap(told),
    ...timeline().flatMap((s) => s.packets.flatMap((p) => [p.route.note, p.reply?.note])),
  ].join('\n');
/** When a field of the cluster first takes a value in a step. */
const when = (step: StepNumber, path: string, value: string) => {
  const m = compiledStep(step).moments.find((x) => fieldsOf(x.state).get(path) === value);
  if (!m) throw new Error(`${path} is never ${value} in step ${step}`);
  return m.at;
};

describe('real numbers and knobs, once each, where they belong', () => {
  it('step 1 gives the node port range where 31000 is introduced', () => {
    expect(told(1)[0]).toContain('the nodePort the API server allocated from 30000–32767');
    expect(text(serviceYaml(sceneAt(1, 0).state.service))).toContain(
      'nodePort: 31000  # assigned by the API server, from 30000–32767 by default',
    );
  });

  it('step 2’s Service YAML carries the annotations that choose Pod targets, with the other real ways', () => {
    expect(text(serviceYaml(sceneAt(1, 0).state.service))).not.toContain('annotations:');
    const yaml = text(serviceYaml(sceneAt(2, durationOf(2)).state.service));
    expect(yaml).toContain(
      '  annotations:\n    service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip  # AWS Load Balancer Controller: Pod targets (or spec.loadBalancerClass: service.k8s.aws/nlb with it); GKE: cloud.google.com/neg',
    );
    expect(yaml).toContain(
      '    service.beta.kubernetes.io/aws-load-balancer-target-group-attributes: deregistration_delay.timeout_seconds=30  # AWS default 300 s',
    );
  });

  it('says the deregistration delay in seconds (AWS’s default 300, configurable), never “minutes”', () => {
    expect(saidInStep(2)).toContain('its deregistration delay (300 s, AWS’s default, configurable)');
    expect(everything()).not.toMatch(/minutes/);
  });
});

describe('one target type per target group (step 2)', () => {
  it('the balancer’s YAML shows both groups, each with its targetType, while the new one fills', () => {
    const yaml = text(targetGroupYaml(sceneAt(2, 5).state));
    expect(yaml).toBe(
      [
        'listener: {port: 80, forwardTo: instance group}',
        'targetGroups:',
        '- targetType: instance',
        '  deregistrationDelay: 300  # seconds, AWS default',
        '  targets:',
        '  - target: 10.0.0.11:31000',
        '    health: healthy',
        '  - target: 10.0.0.12:31000',
        '    health: healthy',
        '- targetType: ip',
        '  deregistrationDelay: 30  # seconds',
        '  targets:',
        '  - target: 10.244.1.5:8080',
        '    health: initial',
      ].join('\n'),
    );
    expect(text(targetGroupYaml(sceneAt(2, 7.2).state))).toContain(
      'listener: {port: 80, forwardTo: ip group}',
    );
  });

  it('says the group’s type is fixed, and that how gracefully the old one goes is the implementation’s', () => {
    const said = saidInStep(2);
    expect(said).toContain(
      'A target group’s type is fixed when it is made, so the controller makes a second one, targetType ip',
    );
    expect(said).toContain('The listener still forwards to the instance group, which keeps serving.');
    expect(said).toContain('How gracefully an old group goes is the implementation’s.');
  });

  it('says time is compressed in steps 2 and 4, and only there', () => {
    expect(STEPS.map((s) => s.timeCompressed?.join(' ') ?? null)).toEqual([
      null,
      'a 300 s drain takes a second here',
      null,
      'a 30 s drain takes seconds here',
      null,
    ]);
  });
});

describe('graceful shutdown that works (step 4)', () => {
  it('names the Pod spec’s preStop sleep and terminationGracePeriodSeconds', () => {
    expect(told(4)[0]).toBe(
      'Pod web-1 is deleted and starts terminating. Its spec has a preStop hook, sleep 10, which the kubelet runs before it sends SIGTERM, so web-1 keeps serving; terminationGracePeriodSeconds: 60 bounds the whole shutdown.',
    );
    expect(saidInStep(4)).toContain('web-1’s preStop sleep is over: the kubelet sends SIGTERM');
  });

  it('a new connection arrives before deregistration reaches the balancer, and web-1 serves it', () => {
    const step = compiledStep(4);
    const request = step.packets.find((p) => p.route.kind === 'request')!;
    const deleted = when(4, 'pod:web-1.phase', 'terminating');
    const draining = when(4, 'target:10.244.1.5:8080.health', 'draining');
    expect(request.start).toBeGreaterThan(deleted);
    expect(request.start).toBeLessThan(draining);
    expect(request.route.hops.at(-1)?.label).toBe('Pod web-1');
    expect(sceneAt(4, request.start).state.pods.find((p) => p.spec.name === 'web-1')?.phase).toBe(
      'terminating',
    );
  });

  it('the Pod exits after its target has drained, never before', () => {
    expect(when(4, 'target:10.244.1.5:8080.health', 'removed')).toBeLessThan(
      compiledStep(4).moments.find(
        (m) => m.changed.includes('pod:web-1') && !fieldsOf(m.state).has('pod:web-1'),
      )!.at,
    );
  });

  it('names the readiness gates that hold a rollout until the new target is healthy', () => {
    expect(saidInStep(4)).toContain(
      'a rollout waits for that only through a readiness gate (target-health.elbv2.k8s.aws on AWS, the NEG readiness gate on GKE)',
    );
  });

  it('tells the drain in the ip group’s own deregistration delay', () => {
    expect(saidInStep(4)).toContain(
      'drains for its group’s deregistration delay (30 s here, set by the Service’s annotation)',
    );
  });
});

describe('claims limited to what they are true of', () => {
  it('step 3’s reply note says “this balancer”, and names the design that does otherwise', () => {
    const reply = compiledStep(3).packets[0]!.reply!;
    expect(reply.note).toContain('the reply goes back through this balancer');
    expect(reply.note).toContain('a direct-server-return balancer lets the reply go straight to the client');
  });

  it('never says “several” real balancers without naming which, and names the one it means', () => {
    expect(everything()).not.toMatch(/several/);
    expect(compiledStep(3).packets[0]!.route.note).toContain(
      'an AWS NLB ip target group over TCP, for one, sends from its own address unless client IP preservation (preserve_client_ip.enabled) is on',
    );
  });

  it('calls the Pod addresses illustrative, once', () => {
    expect(everything().match(/illustrative \(10\.244\.0\.0\/16 is a typical overlay range\)/g)).toHaveLength(
      1,
    );
    expect(saidInStep(2)).toContain(
      'Pod targets need Pod addresses the balancer can route to, such as VPC-native ones.',
    );
  });
});

describe('step 5, complete', () => {
  it('says where the field is valid, since when, and how an allocated nodePort really goes', () => {
    const said = saidInStep(5);
    expect(said).toContain('valid only for type: LoadBalancer; GA since Kubernetes 1.24');
    expect(said).toContain('by an explicit update (kubectl patch or kubectl edit)');
    expect(said).toContain(
      'A client-side kubectl apply of a manifest without nodePort does not remove it: the API server filled it in',
    );
  });
});

describe('no spoilers', () => {
  it('the ledger of step 4 never names web-2 or 10.244.2.7 before web-2 is on the stage', () => {
    for (let t = 0; t <= durationOf(4); t += 0.1) {
      const scene = sceneAt(4, t);
      const onStage = scene.state.pods.some((p) => p.spec.name === 'web-2');
      const focus = packetInFocus(scene);
      const words = JSON.stringify(focus?.packet.route ?? null);
      if (!onStage) expect(words, `at ${t.toFixed(1)} s`).not.toMatch(/web-2|10\.244\.2\.7/);
    }
  });
});
