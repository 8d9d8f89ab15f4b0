import { describe, expect, it } from 'vitest';
import { OPENING_STATE, allTargets } from '../state';
import { compiledStep } from '../position';
import { timeline } from '../timeline';
import { clusterFor } from './cluster';
import { DEFAULTS, FIELDS, FIELD_NAMES, allConfigs, configText, parseConfig, type Config } from './config';
import { resultOf } from './result';
import { compileWhatIf, whatIfAt } from './scenario';

const A = DEFAULTS[0];
const result = (c: Partial<Config>, replaced = false) =>
  resultOf(compileWhatIf({ ...A, ...c }, replaced, 'x'));

describe('the explorer’s results (shared/FACTS.md, "Real balancers")', () => {
  it('Node ports, Cluster, lands on Node-2: delivered, 2 hops, 1 SNAT, the Pod sees Node-2', () => {
    expect(result({})).toMatchObject({ delivered: true, nodeHops: 2, nodeSnats: 1, podSees: '10.0.0.12' });
  });

  it('Node ports, Cluster, lands on Node-1: 1 hop, still 1 SNAT, the Pod sees Node-1, not the client', () => {
    const r = result({ lands: 'node-1' });
    expect(r).toMatchObject({ delivered: true, nodeHops: 1, nodeSnats: 1, podSees: '10.0.0.11' });
    expect(r.why).toMatch(/masquerades external traffic on any Node/);
  });

  it('Node ports, Local, Pods on Node-1, lands on Node-2: Node-2 fails its health check, so Node-1 gets it', () => {
    const r = result({ policy: 'Local', lands: 'node-2' });
    expect(r).toMatchObject({ delivered: true, nodeHops: 1, nodeSnats: 0, podSees: '203.0.113.7' });
    expect(r.why).toMatch(
      /Node-2 has no ready web Pod, so it fails the balancer’s health check on healthCheckNodePort/,
    );
  });

  it('Node ports, Local, Pods on both Nodes, lands on Node-2: delivered there to its own Pod', () => {
    const r = result({ policy: 'Local', pods: 'both', lands: 'node-2' });
    expect(r).toMatchObject({ delivered: true, nodeHops: 1, nodeSnats: 0, podSees: '203.0.113.7' });
    expect(r.why).toMatch(/kube-proxy on Node-2 delivers to its own web-2 without SNAT/);
  });

  it('Pods, keeping the client address: 1 hop, no SNAT, the Pod sees the client', () => {
    expect(result({ targets: 'pods' })).toMatchObject({
      delivered: true,
      nodeHops: 1,
      nodeSnats: 0,
      podSees: '203.0.113.7',
    });
  });

  it('Pods, the balancer’s own address: 1 hop, no Node SNAT, the Pod sees 10.0.0.50', () => {
    expect(result({ targets: 'pods', source: 'own' })).toMatchObject({
      nodeHops: 1,
      nodeSnats: 0,
      podSees: '10.0.0.50',
    });
  });

  it('Pods, Local: as without it, and says the policy does not apply', () => {
    const r = result({ targets: 'pods', policy: 'Local' });
    expect(r).toMatchObject(
      result({ targets: 'pods' }).delivered ? { delivered: true, nodeHops: 1, nodeSnats: 0 } : {},
    );
    expect(r.why).toMatch(/addressed to the Pod, so the policy does not apply/);
  });

  it('Node ports, "false, new Service": not delivered, no node port, and why the field is for Pod targets', () => {
    const r = result({ allocate: 'false-new' });
    expect(r).toMatchObject({
      delivered: false,
      reason: 'there is no node port, so the balancer has no target',
    });
    expect(r.why).toMatch(/meant only for balancers that route straight to Pods/);
  });

  it('Node ports, "false, 31000 kept": delivered as with true', () => {
    const { why, ...r } = result({ allocate: 'false-kept' });
    const { why: whyTrue, ...withTrue } = result({});
    expect(r).toEqual(withTrue);
    expect(why).toContain(whyTrue);
    expect(why).toMatch(/31000 stays allocated/);
  });

  it('Pods, "false, new Service": delivered, Pod targets need no node port', () => {
    const r = result({ targets: 'pods', allocate: 'false-new' });
    expect(r.delivered).toBe(true);
    expect(r.why).toMatch(/need no node port/);
  });
});

describe('kube-proxy’s random pick under Cluster (Pods on both Nodes)', () => {
  it.each(['node-1', 'node-2'] as const)(
    'landing on %s: both outcomes, half each, and the one drawn',
    (lands) => {
      const other = lands === 'node-1' ? 'Node-2' : 'Node-1';
      const here = lands === 'node-1' ? 'Node-1' : 'Node-2';
      const r = result({ pods: 'both', lands });
      expect(
        r.outcomes.map(({ share, words, nodeHops, nodeSnats }) => ({ share, words, nodeHops, nodeSnats })),
      ).toEqual(
        expect.arrayContaining([
          { share: 'half', words: `stays on ${here}, still SNATed`, nodeHops: 1, nodeSnats: 1 },
          { share: 'half', words: `crosses to ${other}`, nodeHops: 2, nodeSnats: 1 },
        ]),
      );
      expect(r.outcomes).toHaveLength(2);
      const drawn = r.outcomes.filter((o) => o.drawn);
      expect(drawn).toHaveLength(1);
      expect(r.nodeHops).toBe(drawn[0]!.nodeHops);
      expect(r.why).toContain(
        `Under Cluster kube-proxy picks a ready endpoint at random, not the first: half: ${r.outcomes[0]!.words}; half: ${r.outcomes[1]!.words}.`,
      );
      expect(r.why).toContain(`The stage draws the one that ${drawn[0]!.words}.`);
    },
  );

  it('the stage says which one it draws, as the connection is sent', () => {
    const compiled = compileWhatIf({ ...A, pods: 'both', lands: 'node-2' }, false, 'x');
    const packet = compiled.packets[0]!;
    const said = compiled.moments.find((m) => m.at === packet.start && m.says.includes('kube-proxy'))?.says;
    expect(said).toContain(
      'kube-proxy on Node-2 picks one of 2 ready endpoints at random; this one draws web-1 on Node-1.',
    );
  });

  it('is no choice under Local, with one Pod, or with Pod targets', () => {
    for (const c of [
      { pods: 'both', policy: 'Local' },
      { pods: 'node-1' },
      { pods: 'both', targets: 'pods' },
    ] as const)
      expect(result(c).outcomes, JSON.stringify(c)).toEqual([]);
  });
});

describe('every configuration', () => {
  const configs = allConfigs();

  it('says every sentence in full, replaced or not: none ends on an empty list (all 288 what-ifs)', () => {
    let n = 0;
    for (const c of configs)
      for (const replaced of [false, true]) {
        n += 1;
        const compiled = compileWhatIf(c, replaced, 'x');
        const r = resultOf(compiled);
        for (const text of [...compiled.moments.map((m) => m.says), r.why, r.reason ?? 'x'])
          expect(text, JSON.stringify({ c, replaced })).not.toMatch(
            /(:|,|;|\bto|\band|\bof|\bholds)\s*[.;]|\(\s*\)|\s\.$/,
          );
      }
    expect(n).toBe(288);
  });

  it('is one of the product of the radio groups', () => {
    expect(configs).toHaveLength(FIELD_NAMES.reduce((n, f) => n * FIELDS[f].options.length, 1));
  });

  it('routes through the model without throwing, replaced or not, and says why', () => {
    for (const c of configs)
      for (const replaced of [false, true]) {
        const compiled = compileWhatIf(c, replaced, 'x');
        const r = resultOf(compiled);
        expect(r.why.length, JSON.stringify(c)).toBeGreaterThan(20);
        // A delivered connection is on stage at some moment, and never two at once.
        if (r.delivered) {
          const on = Array.from({ length: Math.ceil(compiled.duration * 10) }, (_, i) =>
            whatIfAt(compiled, i / 10),
          );
          expect(on.some((s) => s.packets.length === 1)).toBe(true);
          expect(on.every((s) => s.packets.length <= 1)).toBe(true);
        }
      }
  });

  it('never puts two kinds of target in one group, nor a node port on a new Service with the field false', () => {
    for (const c of configs) {
      const state = clusterFor(c);
      for (const g of state.groups) expect(new Set(g.targets.map((t) => t.kind)).size).toBeLessThanOrEqual(1);
      if (c.allocate === 'false-new') expect(state.service.nodePort).toBeNull();
      else expect(state.service.nodePort).toBe(31000);
      expect(state.service.healthCheckNodePort !== undefined).toBe(c.policy === 'Local');
    }
  });

  it('is in its URL text and back', () => {
    for (const c of configs)
      for (const lane of [0, 1] as const) {
        const { config, warning } = parseConfig(configText(c, lane), lane);
        expect(config).toEqual(c);
        expect(warning).toBeUndefined();
      }
  });
});

describe('"Replace web-1"', () => {
  const replaced = (c: Partial<Config>) => compileWhatIf({ ...A, ...c }, true, 'x');
  const last = (c: Partial<Config>) => {
    const s = replaced(c);
    return s.moments[s.moments.length - 1]?.state ?? s.opening;
  };

  it('with Node-port targets leaves the balancer’s targets as they were; kube-proxy follows the slice to web-3', () => {
    const before = clusterFor(A).groups;
    expect(last({}).groups.map((g) => g.targets.map((t) => t.id))).toEqual(
      before.map((g) => g.targets.map((t) => t.id)),
    );
    const r = resultOf(replaced({}));
    expect(r.delivered).toBe(true);
    // web-3 is on Node-2, where the connection lands: kube-proxy there DNATs to it, one Node.
    expect(r.nodeHops).toBe(1);
  });

  it('under Local, the Node that loses its last web Pod fails its health check', () => {
    const targets = last({ policy: 'Local' }).groups.flatMap((g) => g.targets);
    expect(targets.find((t) => t.node === 'node-1')?.health).toBe('unhealthy');
    expect(targets.find((t) => t.node === 'node-2')?.health).toBe('healthy');
  });

  it('says, before the next connection, the Pods it can reach, naming the one it does', () => {
    for (const c of allConfigs()) {
      const s = compileWhatIf(c, true, 'x');
      const packet = s.packets[0];
      const pod = packet?.route.hops[packet.route.hops.length - 1]?.place;
      if (!packet || pod?.kind !== 'pod') continue;
      const told = s.moments.filter((m) => m.at < packet.start && m.says).map((m) => m.says);
      expect(told.at(-1), JSON.stringify(c)).toContain(
        c.targets === 'pods' || c.policy === 'Cluster' ? pod.pod : 'passes',
      );
    }
  });

  it('with Node ports and "false, new Service": says there are no targets, under Cluster and Local', () => {
    for (const policy of ['Cluster', 'Local'] as const) {
      const s = replaced({ allocate: 'false-new', policy });
      expect(s.moments.map((m) => m.says).join(' ')).toContain(
        'The balancer still has no targets: without a node port there is no Node port to register.',
      );
      expect(resultOf(s).delivered).toBe(false);
    }
  });

  it('with Pod targets deregisters the old target when its endpoint turns not ready, before the new one is registered', () => {
    const s = replaced({ targets: 'pods' });
    const at = (p: (m: (typeof s.moments)[number]) => boolean) => s.moments.find(p)!.at;
    const notReady = at((m) => m.state.endpoints.some((e) => e.targetRef === 'web-1' && !e.ready));
    const draining = at((m) =>
      allTargets(m.state).some((t) => t.ip === '10.244.1.5' && t.health === 'draining'),
    );
    const registered = at((m) => allTargets(m.state).some((t) => t.ip === '10.244.2.9'));
    expect(notReady).toBeLessThan(registered);
    expect(draining).toBeLessThan(registered);
    expect(draining - notReady).toBeLessThanOrEqual(0.5);
  });

  it('with Pod targets registers the new Pod and drains the old one', () => {
    const targets = last({ targets: 'pods' }).groups.flatMap((g) => g.targets);
    expect(targets.find((t) => t.ip === '10.244.1.5')?.health).toBe('draining');
    expect(targets.find((t) => t.ip === '10.244.2.9')?.health).toBe('healthy');
    expect(resultOf(replaced({ targets: 'pods' })).podSees).toBe('203.0.113.7');
  });
});

describe('the five steps', () => {
  it('open from the same cluster they always did: no field of the explorer’s is set', () => {
    expect(OPENING_STATE.balancerSource).toBeUndefined();
    expect(OPENING_STATE.service.healthCheckNodePort).toBeUndefined();
    for (const s of timeline()) expect(s.opening.balancerSource).toBeUndefined();
    expect(compiledStep(1).packets[0]?.route.nodeHops).toBe(2);
  });
});
