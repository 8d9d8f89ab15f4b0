import { describe, expect, it, vi } from 'vitest';
import { STEP_NUMBERS, type StepNumber } from './steps';
import { sceneAt, type PacketScene } from './scene';
import { durationOf } from './position';
import { shortRewrite } from './ledger';
import { connectionCounters, packetTag, rewriteLabel } from './tag';

/** The packet on stage at a moment; the test fails where there is none. */
const packetAt = (step: StepNumber, t: number): PacketScene => {
  const p = sceneAt(step, t).packets[0];
  if (!p) throw new Error(`no packet on stage at step ${step}, ${t} s`);
  return p;
};
const words = (step: StepNumber, t: number) => {
  const tag = packetTag(packetAt(step, t));
  return [tag.heading, ...tag.lines.map((l) => (l.mark ? `${l.mark}: ${l.text}` : l.text))];
};
/** The first moment (every 0.05 s) a packet of the step rests for a rewrite at this hop. */
const restingAt = (step: StepNumber, label: string) => {
  for (let t = 0; t <= durationOf(step); t += 0.05) {
    const p = sceneAt(step, t).packets[0];
    if (p?.rewriting && p.route.hops[p.hop]?.label === label) return t;
  }
  throw new Error(`no rewrite at ${label} in step ${step}`);
};

describe('the tag a packet carries', () => {
  it('leaves the client with the client’s header: SRC → DST', () => {
    expect(words(1, 1.2)).toEqual([
      'Request, Client → Load balancer',
      '203.0.113.7:50412 →',
      '198.51.100.10:80',
    ]);
  });

  it('at Node-2’s node port, says who rewrites it, strikes the old values and shows the new', () => {
    const t = restingAt(1, 'Node-2') + 0.1;
    expect(words(1, t)).toEqual([
      'Request, at Node-2, rewritten by kube-proxy',
      'old: 203.0.113.7:50412 →',
      'new: 10.0.0.12:50412 →',
      'old: 10.0.0.12:31000',
      'new: 10.244.1.5:8080',
    ]);
    // The rewrites themselves are named with the Node, in the label drawn beside it.
    const p = packetAt(1, t);
    const hop = p.route.hops[p.hop];
    expect(hop && rewriteLabel(hop)).toBe('DNAT + SNAT at Node-2');
    expect(hop?.rewrites.map(shortRewrite)).toEqual(['destination → 10.244.1.5:8080', 'source → 10.0.0.12']);
  });

  it('at the balancer, names the forward; in step 3 also its own choice about the source', () => {
    expect(words(1, restingAt(1, 'Load balancer') + 0.1)).toEqual([
      'forward at Load balancer',
      '203.0.113.7:50412 →',
      'old: 198.51.100.10:80',
      'new: 10.0.0.12:31000',
    ]);
    expect(words(3, restingAt(3, 'Load balancer') + 0.1)).toEqual([
      'forward + source: client’s or own at Load balancer',
      'old: 203.0.113.7:50412 →',
      'new: 203.0.113.7:50412 or 10.0.0.50:(balancer port) →',
      'old: 198.51.100.10:80',
      'new: 10.244.1.5:8080',
    ]);
  });

  it('is the same at the same position, every time, whatever was asked in between', async () => {
    const positions = STEP_NUMBERS.flatMap((step) =>
      [false, true].flatMap((reply) =>
        Array.from({ length: Math.floor(durationOf(step, reply) * 10) + 1 }, (_, i) => ({
          step,
          t: i / 10,
          reply,
        })),
      ),
    );
    type Modules = { sceneAt: typeof sceneAt; packetTag: typeof packetTag };
    const tagsOf = (m: Modules, order: typeof positions) =>
      order.map(({ step, t, reply }) => {
        const p = m.sceneAt(step, t, reply).packets[0];
        return p ? m.packetTag(p) : null;
      });
    const first = tagsOf({ sceneAt, packetTag }, positions);
    // Asked again backwards, so that every other position comes between a position's two asks,
    // and in fresh copies of the modules: a cache keyed on less than the position would be
    // filled in the other order and give another answer somewhere.
    vi.resetModules();
    const fresh: Modules = { ...(await import('./scene')), ...(await import('./tag')) };
    const again = tagsOf(fresh, positions.toReversed()).reverse();
    expect(again).toEqual(first);
    // Not a comparison of nothing: the positions carry many different tags.
    expect(new Set(first.map((tag) => JSON.stringify(tag))).size).toBeGreaterThan(20);
  });
});

describe('the counters of the connection on stage', () => {
  const countsOver = (step: StepNumber) => {
    const seen: string[] = [];
    for (let t = 0; t <= durationOf(step); t += 0.05) {
      const p = sceneAt(step, t).packets[0];
      const c = p && connectionCounters(p);
      const now = c ? `${c.nodeHops} ${c.nodeSnats} ${c.podSees ?? '-'}` : null;
      if (now && now !== seen[seen.length - 1]) seen.push(now);
    }
    return seen;
  };

  it('count up as step 1’s packet passes: two Nodes, one SNAT, and the Pod sees Node-2', () => {
    expect(countsOver(1)).toEqual(['0 0 -', '1 1 -', '2 1 -', '2 1 10.0.0.12']);
  });

  it('end step 3 at one Node and no SNAT, the Pod seeing the client or the balancer', () => {
    expect(countsOver(3)).toEqual(['0 0 -', '1 0 -', '1 0 203.0.113.7 or 10.0.0.50']);
  });

  it('are not kept for a health check, which is no client’s connection', () => {
    expect(connectionCounters(packetAt(2, 7))).toBeNull();
  });
});

describe('the reply, when it is shown', () => {
  const tagAt = (step: StepNumber, t: number) => {
    const p = sceneAt(step, t, true).packets[0];
    if (!p) throw new Error(`no packet at step ${step}, ${t} s`);
    const tag = packetTag(p);
    return {
      kind: p.route.kind,
      path: p.route.hops.map((h) => h.label),
      heading: tag.heading,
      lines: tag.lines,
    };
  };

  it('travels back through Node-2 in step 1, where conntrack reverses both rewrites', () => {
    const at = tagAt(1, 11);
    expect(at.kind).toBe('reply');
    expect(at.path).toEqual(['Pod web-1', 'Node-1', 'Node-2', 'Load balancer', 'Client']);
    expect(at.heading).toBe('Reply, at Node-2, reversed by conntrack');
    const hop = sceneAt(1, 11, true).packets[0]?.route.hops[2];
    expect(hop && rewriteLabel(hop)).toBe('un-SNAT + un-DNAT at Node-2');
    expect(at.lines.map((l) => `${l.mark ?? ''} ${l.text}`.trim())).toEqual([
      'old 10.244.1.5:8080 →',
      'new 10.0.0.12:31000 →',
      'old 10.0.0.12:50412',
      'new 203.0.113.7:50412',
    ]);
  });

  it('goes from Node-1 to the balancer in step 3, and the step lasts until it has arrived', () => {
    expect(tagAt(3, 8).path).toEqual(['Pod web-1', 'Node-1', 'Load balancer', 'Client']);
    expect(durationOf(1, true)).toBe(16.5);
    expect(durationOf(3, true)).toBe(12.5);
    expect(durationOf(2, true)).toBe(durationOf(2));
    // Seekable: the same position with the reply shown is the same scene every time.
    expect(sceneAt(1, 12.3, true)).toEqual(sceneAt(1, 12.3, true));
  });
});
