import { describe, expect, it } from 'vitest';
import { serviceYaml, targetGroupYaml, type YamlLine } from './objects';
import { OPENING_STATE, TARGET_TYPE_ANNOTATION, allTargets, ownedByLbc, targetKindOf } from './state';
import { packetInFocus, sceneAt } from './scene';
import { compiledStep, durationOf } from './position';
import { STEPS, STEP_NUMBERS, type StepNumber } from './steps';
import { fieldsOf, timeline } from './timeline';
import { toldInStep } from './transcript.lazy';

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

  it('step 1’s Service is the AWS Load Balancer Controller’s from its creation, with Node-port targets', () => {
    const yaml = text(serviceYaml(sceneAt(1, 0).state.service));
    expect(yaml).toContain(
      [
        '  annotations:',
        '    service.beta.kubernetes.io/aws-load-balancer-type: external  # set at creation',
        '    service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: instance  # a change replaces the group',
        '    service.beta.kubernetes.io/aws-load-balancer-target-group-attributes: deregistration_delay.timeout_seconds=30',
      ].join('\n'),
    );
    expect(ownedByLbc(sceneAt(1, 0).state.service)).toBe(true);
    expect(yaml).not.toContain('loadBalancerClass');
  });

  it('step 2 changes only the target type, instance to ip; nothing says loadBalancerClass can be added later', () => {
    const before = sceneAt(2, 0).state.service.annotations;
    const after = sceneAt(2, durationOf(2)).state.service.annotations;
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(before[TARGET_TYPE_ANNOTATION]).toBe('instance');
    expect(after[TARGET_TYPE_ANNOTATION]).toBe('ip');
    expect(saidInStep(2)).toContain('a loadBalancerClass, which is set only at creation');
    expect(everything()).not.toMatch(/loadBalancerClass[^.]*(add|change|switch)/i);
  });

  it('without aws-load-balancer-type: external the in-tree provider owns the Service and ignores the target type', () => {
    const inTree = {
      ...OPENING_STATE,
      service: { ...OPENING_STATE.service, annotations: { [TARGET_TYPE_ANNOTATION]: 'ip' } },
    };
    expect(targetKindOf(inTree)).toBe('node-port');
    const byClass = { ...inTree, service: { ...inTree.service, loadBalancerClass: 'service.k8s.aws/nlb' } };
    expect(targetKindOf(byClass)).toBe('pod');
    expect(saidInStep(2)).toContain(
      'the in-tree cloud provider owns the Service and ignores the target type',
    );
  });

  it('gives the deregistration delay in seconds, AWS’s name for it, and says what takes minutes', () => {
    expect(text(serviceYaml(sceneAt(4, 0).state.service))).toContain(
      'aws-load-balancer-target-group-attributes: deregistration_delay.timeout_seconds=30',
    );
    expect(text(targetGroupYaml(sceneAt(3, 0).state))).toContain('deregistration_delay.timeout_seconds: 30');
    expect(everything()).not.toMatch(/deregistrationDelay|drain[^.]*minutes/);
  });
});

describe('the target-group switch as the LBC does it (step 2)', () => {
  const moments = compiledStep(2).moments;
  const first = (p: (state: (typeof moments)[number]['state']) => boolean) =>
    moments.find((m) => p(m.state))!.at;

  it('in one reconcile: creates the ip group, points the listener at it, deletes the instance group', () => {
    const made = first((s) => s.groups.some((g) => g.type === 'ip'));
    const switched = first((s) => s.listener === 'ip');
    const gone = first((s) => !s.groups.some((g) => g.type === 'instance'));
    expect([made < switched, switched < gone, gone - made < 1]).toEqual([true, true, true]);
    expect(text(targetGroupYaml(sceneAt(2, switched).state))).toContain(
      'listener: {port: 80, forwardTo: ip group}\ntargetGroups:\n- targetType: instance',
    );
  });

  it('waits neither for the new target to be healthy nor for the old group to drain', () => {
    const gone = first((s) => !s.groups.some((g) => g.type === 'instance'));
    const registered = first((s) => allTargets(s).some((t) => t.kind === 'pod'));
    const healthy = first((s) => allTargets(s).some((t) => t.kind === 'pod' && t.health === 'healthy'));
    expect(gone).toBeLessThan(registered);
    expect(registered).toBeLessThan(healthy);
    expect(
      moments.some((m) => allTargets(m.state).some((t) => t.kind === 'node-port' && t.health === 'draining')),
    ).toBe(false);
    expect(text(targetGroupYaml(sceneAt(2, registered).state))).toBe(
      [
        'listener: {port: 80, forwardTo: ip group}',
        'targetGroups:',
        '- targetType: ip',
        '  deregistration_delay.timeout_seconds: 30',
        '  targets:',
        '  - target: 10.244.1.5:8080',
        '    health: initial',
      ].join('\n'),
    );
  });

  it('says what it means for open and new connections, the TargetGroupBinding, and the gentle way', () => {
    const said = saidInStep(2);
    expect(said).toContain(
      'in one reconcile: the controller creates an ip group, points the listener at it and deletes the instance group',
    );
    expect(said).toContain(
      'without draining: connections open through Node-1:31000 and Node-2:31000 may be reset',
    );
    expect(said).toContain(
      'Until it is healthy the listener’s group has no healthy target, so new connections find none.',
    );
    expect(said).toContain('TargetGroupBinding for the new group registers 10.244.1.5:8080, on its own time');
    expect(said).toContain('a second Service with the new target type, and DNS moved to its balancer');
    expect(everything()).not.toMatch(/How gracefully/);
  });

  it('the controller finds the EndpointSlice by its kubernetes.io/service-name label, where it watches', () => {
    expect(saidInStep(2)).toContain(
      'finds the EndpointSlice of Service web by its label kubernetes.io/service-name: web',
    );
    expect(saidInStep(4)).toContain('watching the slice by its label');
  });

  it('says time is compressed in steps 2 and 4, and only there, health checks and registration included', () => {
    expect(STEPS.map((s) => s.timeCompressed?.join(' ') ?? null)).toEqual([
      null,
      'health checks and registration',
      null,
      'a 30 s drain, health checks, registration',
      null,
    ]);
    expect(saidInStep(2)).toContain('the NLB checks every 10 s and wants 3 successes in a row');
    expect(saidInStep(2)).toContain('With registration, that takes minutes on a real NLB; seconds here.');
  });
});

describe('target states as AWS names them', () => {
  it('only initial, healthy, unhealthy, unused, draining or unavailable, over the whole story; a drained target is absent', () => {
    const aws = ['initial', 'healthy', 'unhealthy', 'unused', 'draining', 'unavailable'];
    for (const step of STEP_NUMBERS)
      for (let t = 0; t <= durationOf(step); t += 0.1)
        for (const m of text(targetGroupYaml(sceneAt(step, t).state)).matchAll(/health: (\S+)/g))
          expect(aws, `step ${step} at ${t.toFixed(1)} s`).toContain(m[1]);
    const drained = when(4, 'target:10.244.1.5:8080.health', 'draining');
    expect(text(targetGroupYaml(sceneAt(4, durationOf(4)).state))).not.toContain('10.244.1.5');
    expect(drained).toBeLessThan(durationOf(4));
  });
});

describe('MASQUERADE, as the story shows it (step 1)', () => {
  it('writes Node-2’s address (a VPC-native CNI) and keeps the client’s source port unless it collides', () => {
    const node2 = compiledStep(1).packets[0]!.route.hops[2]!;
    expect(node2.header.src).toEqual({ ip: '10.0.0.12', port: 50412 });
    expect(compiledStep(1).packets[0]!.route.note).toContain('(a VPC-native CNI)');
    expect(everything()).not.toContain('(SNAT port)');
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
    const drained = compiledStep(4).moments.find(
      (m) => m.changed.includes('target:10.244.1.5:8080') && !fieldsOf(m.state).has('target:10.244.1.5:8080'),
    )!.at;
    expect(drained).toBeLessThan(
      compiledStep(4).moments.find(
        (m) => m.changed.includes('pod:web-1') && !fieldsOf(m.state).has('pod:web-1'),
      )!.at,
    );
  });

  it('shows registration without a readiness gate, says so, and names both gates exactly', () => {
    const said = saidInStep(4);
    expect(said).toContain(
      'With no readiness gate here, web-2 is registered once its endpoint is ready; with target-health.elbv2.k8s.aws/<TargetGroupBinding name> (namespaces labelled elbv2.k8s.aws/pod-readiness-gate-inject: enabled) it is registered first, Ready once its target is healthy.',
    );
    expect(saidInStep(2)).toContain('(their readiness gate: cloud.google.com/load-balancer-neg-ready)');
    // What is drawn is the gate-less order: registered only after the endpoint is ready.
    expect(when(4, 'target:10.244.2.7:8080.health', 'initial')).toBeGreaterThan(
      when(4, 'endpoint:web-2.ready', 'true'),
    );
  });

  it('deregisters web-1’s target when its endpoint turns not ready, long before web-2 is registered', () => {
    expect(when(4, 'target:10.244.1.5:8080.health', 'draining')).toBeLessThan(
      when(4, 'target:10.244.2.7:8080.health', 'initial'),
    );
  });

  it('tells the drain in the ip group’s own deregistration delay', () => {
    expect(saidInStep(4)).toContain(
      'drains for its group’s deregistration delay (30 s here, set by the Service’s annotation)',
    );
  });
});

describe('GKE as it is', () => {
  it('never names GKE, or cloud.google.com/neg, as a LoadBalancer Service that targets Pods', () => {
    const all = [
      everything(),
      ...STEP_NUMBERS.map((n) => text(serviceYaml(sceneAt(n, durationOf(n)).state.service))),
    ].join('\n');
    expect(all).not.toMatch(/GKE[’']s is cloud\.google\.com\/neg|GKE: cloud\.google\.com\/neg/);
    expect(saidInStep(2)).toContain(
      'On GKE a LoadBalancer Service’s own L4 balancer targets Nodes (instance groups, or GCE_VM_IP NEGs with subsetting) and reaches Pods through kube-proxy; cloud.google.com/neg gives Pod-IP NEGs to Ingress and Gateway, or standalone (their readiness gate: cloud.google.com/load-balancer-neg-ready).',
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
