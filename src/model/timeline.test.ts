import { describe, expect, it } from 'vitest';
import { STEP_NUMBERS, type StepNumber } from './steps';
import { packetInFocus, sayingsOf, sceneAt, throughNodePort } from './scene';
import {
  STEP_COUNT,
  TOTAL_SECONDS,
  durationOf,
  firstTrafficAt,
  fromGlobal,
  stepStart,
  toGlobal,
} from './position';
import { allTargets } from './state';
import { fieldsOf, timeline } from './timeline';
import { toldInStep } from './transcript.lazy';

const targetsAt = (step: StepNumber, t: number) =>
  allTargets(sceneAt(step, t).state).map((x) => `${x.id} ${x.kind} ${x.health}`);
const groupsAt = (step: StepNumber, t: number) => {
  const s = sceneAt(step, t).state;
  return s.groups.map(
    (g) => `${g.type}${s.listener === g.type ? ' (listener)' : ''}: ${g.targets.map((x) => x.id).join(', ')}`,
  );
};
const endpointsAt = (step: StepNumber, t: number) =>
  sceneAt(step, t).state.endpoints.map(
    (e) =>
      `${e.targetRef} ${e.address} ${e.nodeName} ready=${e.ready} serving=${e.serving} terminating=${e.terminating}`,
  );
const end = (step: StepNumber) => durationOf(step);

describe('the five steps', () => {
  it('are five, in order', () => {
    expect(STEP_COUNT).toBe(5);
    expect(timeline().map((s) => s.spec.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('step 1: the targets are Node-1:31000 and Node-2:31000', () => {
    expect(targetsAt(1, 0)).toEqual([
      '10.0.0.11:31000 node-port healthy',
      '10.0.0.12:31000 node-port healthy',
    ]);
    expect(groupsAt(1, 0)).toEqual(['instance (listener): 10.0.0.11:31000, 10.0.0.12:31000']);
    expect(sceneAt(1, 0).state.service).toEqual({
      annotations: {
        'service.beta.kubernetes.io/aws-load-balancer-type': 'external',
        'service.beta.kubernetes.io/aws-load-balancer-nlb-target-type': 'instance',
        'service.beta.kubernetes.io/aws-load-balancer-target-group-attributes':
          'deregistration_delay.timeout_seconds=30',
      },
      allocateLoadBalancerNodePorts: true,
      nodePort: 31000,
      externalTrafficPolicy: 'Cluster',
    });
  });

  it('step 2: the controller registers 10.244.1.5:8080 and the node-port rows stop being targets', () => {
    expect(targetsAt(2, end(2))).toEqual(['10.244.1.5:8080 pod healthy']);
    const s = sceneAt(2, end(2)).state;
    expect(s.service.annotations).toMatchObject({
      'service.beta.kubernetes.io/aws-load-balancer-type': 'external',
      'service.beta.kubernetes.io/aws-load-balancer-nlb-target-type': 'ip',
    });
    expect(groupsAt(2, end(2))).toEqual(['ip (listener): 10.244.1.5:8080']);
    expect(s.service.allocateLoadBalancerNodePorts).toBe(true);
    expect(s.service.nodePort).toBe(31000);
  });

  it('step 2: in one reconcile the ip group is made, the listener points at it and the instance group goes', () => {
    const moments = timeline()[1]!.moments;
    const at = (path: string, value: string) =>
      moments.find((m) => fieldsOf(m.state).get(path) === value && m.changed.includes(path))!.at;
    const made = at('group:ip', 'present');
    const switched = at('group:ip.listener', 'true');
    const gone = moments.find((m) => m.changed.includes('group:instance'))!.at;
    expect(made).toBeLessThan(switched);
    expect(switched).toBeLessThan(gone);
    expect(gone - made).toBeLessThan(1);
    expect(groupsAt(2, switched)).toEqual(['instance: 10.0.0.11:31000, 10.0.0.12:31000', 'ip (listener): ']);
    expect(groupsAt(2, gone)).toEqual(['ip (listener): ']);
    // Nothing drained and nothing waited for a healthy target.
    expect(moments.some((m) => fieldsOf(m.state).get('target:10.0.0.11:31000.health') === 'draining')).toBe(
      false,
    );
    const registered = at('target:10.244.1.5:8080', 'present');
    const healthy = at('target:10.244.1.5:8080.health', 'healthy');
    expect(registered).toBeGreaterThan(gone);
    expect(targetsAt(2, registered)).toEqual(['10.244.1.5:8080 pod initial']);
    expect(healthy).toBeGreaterThan(registered);
  });

  it('no group ever holds two kinds of target, and there is one group of each type at most', () => {
    for (const step of timeline())
      for (const m of step.moments) {
        const types = m.state.groups.map((g) => g.type);
        expect(new Set(types).size).toBe(types.length);
        for (const g of m.state.groups)
          expect(g.targets.every((t) => (t.kind === 'pod' ? 'ip' : 'instance') === g.type)).toBe(true);
      }
  });

  it('the groups’ deregistration delays: the annotation’s 30 s, for every target group of the Service', () => {
    const delays = (step: StepNumber, t: number) =>
      sceneAt(step, t).state.groups.map((g) => `${g.type} ${g.deregistrationDelay}`);
    expect(delays(1, 0)).toEqual(['instance 30']);
    expect(delays(2, 7)).toEqual(['ip 30']);
  });

  it('a Pod target’s port is always the slice’s 8080, never 80 or 31000', () => {
    for (const step of STEP_NUMBERS) {
      for (const m of timeline()[step - 1]!.moments) {
        for (const t of allTargets(m.state).filter((x) => x.kind === 'pod')) expect(t.port).toBe(8080);
      }
    }
  });

  it('step 3: one Pod target, 31000 still allocated', () => {
    expect(targetsAt(3, 0)).toEqual(['10.244.1.5:8080 pod healthy']);
    expect(sceneAt(3, 3).state.service.nodePort).toBe(31000);
  });

  it('step 5: the field turns false and 31000 stays allocated', () => {
    expect(sceneAt(5, 0).state.service.allocateLoadBalancerNodePorts).toBe(true);
    const s = sceneAt(5, end(5)).state.service;
    expect(s.allocateLoadBalancerNodePorts).toBe(false);
    expect(s.nodePort).toBe(31000);
  });

  it('never shows the flag changing the targets or freeing the port', () => {
    const flip = timeline()[4]!.moments.find((m) =>
      m.changed.includes('service.allocateLoadBalancerNodePorts'),
    )!;
    expect(flip.changed).toEqual(['service.allocateLoadBalancerNodePorts']);
  });
});

describe('step 4: a replaced Pod, in the order FACTS.md gives', () => {
  const moments = timeline()[3]!.moments;
  const when = (path: string, value?: string) => {
    const m = moments.find(
      (x) => x.changed.includes(path) && (value === undefined || fieldsOf(x.state).get(path) === value),
    );
    if (!m) throw new Error(`no moment changes ${path}`);
    return m.at;
  };
  it('opens with web-1 ready and its Pod target healthy', () => {
    expect(endpointsAt(4, 0)).toEqual(['web-1 10.244.1.5 node-1 ready=true serving=true terminating=false']);
    expect(targetsAt(4, 0)).toEqual(['10.244.1.5:8080 pod healthy']);
  });

  it('web-1’s endpoint turns terminating and not ready, and stays listed', () => {
    const t = when('endpoint:web-1.terminating');
    expect(endpointsAt(4, t)[0]).toBe('web-1 10.244.1.5 node-1 ready=false serving=true terminating=true');
  });

  it('web-2 appears not ready, then turns ready', () => {
    const appears = when('endpoint:web-2');
    expect(endpointsAt(4, appears)[1]).toBe(
      'web-2 10.244.2.7 node-2 ready=false serving=false terminating=false',
    );
    const ready = when('endpoint:web-2.ready', 'true');
    expect(ready).toBeGreaterThan(appears);
  });

  it('the new target is registered after web-2 is ready, probed from initial to healthy', () => {
    const ready = when('endpoint:web-2.ready', 'true');
    const registered = when('target:10.244.2.7:8080');
    const healthy = when('target:10.244.2.7:8080.health', 'healthy');
    expect(registered).toBeGreaterThan(ready);
    expect(targetsAt(4, registered)).toContain('10.244.2.7:8080 pod initial');
    const probe = timeline()[3]!.packets.find((p) => p.route.kind === 'probe')!;
    expect(probe.route.kind).toBe('probe');
    expect(probe.start).toBeGreaterThanOrEqual(registered);
    expect(healthy).toBe(probe.arrive[probe.arrive.length - 1]);
  });

  it('the old target drains, then leaves; it is never cut', () => {
    const draining = when('target:10.244.1.5:8080.health', 'draining');
    const removed = when('target:10.244.1.5:8080');
    expect(targetsAt(4, removed)).toEqual(['10.244.2.7:8080 pod healthy']);
    expect(removed).toBeGreaterThan(draining);
    expect(removed).toBeGreaterThan(when('target:10.244.2.7:8080.health', 'healthy'));
    expect(targetsAt(4, end(4))).toEqual(['10.244.2.7:8080 pod healthy']);
  });

  it('deleting the Pod does not remove its endpoint or target at once', () => {
    const deleted = when('pod:web-1.phase');
    expect(endpointsAt(4, deleted)[0]).toMatch(/^web-1 /);
    expect(targetsAt(4, deleted)).toEqual(['10.244.1.5:8080 pod healthy']);
  });

  it('web-1’s endpoint disappears last, from the same slice', () => {
    const gone = when('endpoint:web-1');
    expect(gone).toBeGreaterThan(when('endpoint:web-2.ready', 'true'));
    expect(endpointsAt(4, end(4))).toEqual([
      'web-2 10.244.2.7 node-2 ready=true serving=true terminating=false',
    ]);
  });
});

describe('positions', () => {
  it('round-trip between step time and global time', () => {
    for (const step of STEP_NUMBERS) {
      for (const t of [0, 0.25, durationOf(step) / 2]) {
        expect(fromGlobal(toGlobal({ step, t }))).toEqual({ step, t });
      }
    }
    expect(fromGlobal(TOTAL_SECONDS + 100)).toEqual({ step: 5, t: durationOf(5) });
    expect(fromGlobal(-3)).toEqual({ step: 1, t: 0 });
    expect(fromGlobal(Number.NaN)).toEqual({ step: 1, t: 0 });
    expect(stepStart(2)).toBe(durationOf(1));
  });

  it('give the same scene every time', () => {
    for (const step of STEP_NUMBERS) {
      for (let t = 0; t <= durationOf(step); t += 0.37) {
        const a = sceneAt(step, t);
        const b = sceneAt(step, t);
        expect(b.state).toBe(a.state);
        expect(b).toEqual(a);
      }
    }
  });

  it("say when the first thing sets off: nothing is on the way at a step's start, then something is", () => {
    for (const step of STEP_NUMBERS) {
      const at = firstTrafficAt(step);
      const moving = (t: number) => sceneAt(step, t).packets.length + sceneAt(step, t).signals.length;
      expect(moving(0), `step ${step} at 0 s`).toBe(0);
      if (at === null) {
        for (let t = 0; t <= durationOf(step); t += 0.1) expect(moving(t), `step ${step} at ${t} s`).toBe(0);
      } else {
        expect(moving(at - 0.05), `step ${step} just before ${at} s`).toBe(0);
        expect(moving(at + 0.5), `step ${step} after ${at} s`).toBeGreaterThan(0);
      }
    }
    expect(firstTrafficAt(1)).toBe(1);
  });

  it('keep every packet inside its step, and a packet on stage at most one at a time', () => {
    for (const step of STEP_NUMBERS) {
      for (let t = 0; t <= durationOf(step); t += 0.1)
        expect(sceneAt(step, t).packets.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('the packet a reader reads about', () => {
  it('is said to travel while it moves, to have arrived while it rests at its last hop, then delivered', () => {
    // Step 2's health check probe reaches Pod web-1 and rests there before the step ends.
    const whenAt = (t: number) => packetInFocus(sceneAt(2, t))?.when;
    expect(whenAt(0)).toBe('before');
    const seen = new Set<string | undefined>();
    let arrivedHop: number | null | undefined;
    for (let t = 0; t <= durationOf(2); t += 0.1) {
      const f = packetInFocus(sceneAt(2, t));
      seen.add(f?.when);
      if (f?.when === 'arrived') arrivedHop = f.hop;
      // Never travelling once it rests: arrival is the end of its trip.
      if (seen.has('arrived')) expect(f?.when, `at ${t.toFixed(1)} s`).not.toBe('travelling');
    }
    expect([...seen]).toEqual(['before', 'travelling', 'arrived', 'after']);
    const probe = packetInFocus(sceneAt(2, 8.5));
    expect(probe?.when).toBe('arrived');
    expect(arrivedHop).toBe((probe?.packet.route.hops.length ?? 0) - 1);
  });
});

describe("a step's lines, told in order", () => {
  it('are every line the player shows as it plays, in the order it shows them, each once', () => {
    for (const step of STEP_NUMBERS) {
      const shown: string[] = [];
      for (let t = 0; t <= durationOf(step); t += 0.05) {
        const says = sceneAt(step, t).said?.says;
        if (says && says !== shown[shown.length - 1]) shown.push(says);
      }
      const told = toldInStep(step);
      expect(
        told.map((l) => l.says),
        `step ${step}`,
      ).toEqual(shown);
      for (const line of told)
        expect(sceneAt(step, line.at).said?.says, `step ${step} at ${line.at} s`).toBe(line.says);
    }
    expect(toldInStep(2).map((l) => l.says)).toContain(
      'The Pod addresses here are illustrative (10.244.0.0/16 is a typical overlay range): Pod targets need Pod addresses the balancer can route to, such as VPC-native ones.',
    );
  });
});

describe('the node-port rewrite on stage', () => {
  /** Every packet id the Node shows as rewritten, over the whole step. */
  const seen = (step: StepNumber, node: 'node-1' | 'node-2') => {
    const ids = new Set<string>();
    for (let t = 0; t <= durationOf(step); t += 0.05) ids.add(throughNodePort(sceneAt(step, t), node));
    ids.delete('');
    return [...ids];
  };

  it('shows on Node-2 once step 1’s packet has been through its node port, never on Node-1', () => {
    const packet = sceneAt(1, 0).step.packets[0]!.id;
    expect(seen(1, 'node-2')).toEqual([packet]);
    expect(seen(1, 'node-1')).toEqual([]);
    // Still at the balancer, the packet has not reached Node-2's node port.
    const atBalancer = [...Array(200).keys()]
      .map((i) => sceneAt(1, i * 0.05))
      .find((s) => s.packets[0]?.hop === 1);
    expect(atBalancer && throughNodePort(atBalancer, 'node-2')).toBe('');
  });

  it('never shows in step 3, where the balancer sends straight to the Pod', () => {
    expect(seen(3, 'node-1')).toEqual([]);
    expect(seen(3, 'node-2')).toEqual([]);
  });
});

describe('what a step says, all of it', () => {
  it('lists every sentence the "Now:" line shows in a step, in the order it shows them', () => {
    for (const step of STEP_NUMBERS) {
      const shown: unknown[] = [];
      for (let t = 0; t <= end(step); t += 0.05) {
        const { said } = sceneAt(step, t);
        if (shown.at(-1) !== said) shown.push(said);
      }
      expect(shown, `step ${step}`).toEqual(sayingsOf(sceneAt(step, 0).step));
    }
  });
});
