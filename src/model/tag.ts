import { describeSock } from './ledger';
import type { Hop, Rewrite, RewriteKind } from './routing';
import { packetInFocus, type PacketScene, type Scene } from './scene';

// What the stage writes on a packet: its header as it is now, the rewrite it is undergoing, and
// what the connection has cost so far. Pure, from the packet's place on its route, so that the
// same position always draws the same words.

/** A line of a packet's tag: a field's value, struck where a rewrite just replaced it. */
export interface TagLine {
  readonly field: 'src' | 'dst';
  readonly text: string;
  /** `old`: the value a rewrite just replaced; `new`: the value it wrote. */
  readonly mark?: 'old' | 'new';
}

export interface PacketTag {
  /** Where the packet is; or, while it rests for a rewrite, the rewrite named. */
  readonly heading: string;
  /** True while the heading names a rewrite. */
  readonly rewrite: boolean;
  readonly lines: readonly TagLine[];
}

const KIND: Record<PacketScene['route']['kind'], string> = {
  request: 'Request',
  reply: 'Reply',
  probe: 'Health check',
};

const REWRITE_NAMES: Record<RewriteKind, string> = {
  forward: 'forward',
  'maybe-snat': 'source: client’s or own',
  dnat: 'DNAT',
  snat: 'SNAT',
  'un-forward': 'from the front end',
  'un-maybe-snat': 'to the client',
  'un-dnat': 'un-DNAT',
  'un-snat': 'un-SNAT',
};

/**
 * The rewrites at a hop, named as the stage labels them: "DNAT + SNAT at Node-2". A Node's are
 * drawn beside the Node; the balancer's on the tag, which rides just under the balancer.
 */
export function rewriteLabel(hop: Hop): string | null {
  if (hop.rewrites.length === 0) return null;
  const names = hop.rewrites.map((r: Rewrite) => REWRITE_NAMES[r.kind]);
  return `${names.join(' + ')} at ${hop.label}`;
}

/** Who rewrites a packet at a Node, said on its tag while the Node's label names the rewrites. */
const AT_NODE: Record<PacketScene['route']['kind'], string> = {
  request: 'rewritten by kube-proxy',
  reply: 'reversed by conntrack',
  probe: 'rewritten by kube-proxy',
};

/**
 * The packet's header as the stage shows it: `SRC →` over `DST`. Travelling, it carries the
 * header it left its hop with. Resting where a rewrite happens, the replaced value is struck
 * above the new one; the balancer's rewrite is named on the tag, a Node's beside the Node.
 */
export function packetTag(p: Pick<PacketScene, 'route' | 'hop' | 'toward' | 'rewriting'>): PacketTag {
  const hop = p.route.hops[p.hop];
  if (!hop) return { heading: '', rewrite: false, lines: [] };
  const now = hop.header;
  const before = p.route.hops[p.hop - 1]?.header;
  const marking = p.rewriting && before !== undefined;
  const lines: TagLine[] = [];
  for (const field of ['src', 'dst'] as const) {
    const text = describeSock(now[field]) + (field === 'src' ? ' →' : '');
    const was = before ? describeSock(before[field]) + (field === 'src' ? ' →' : '') : text;
    if (marking && was !== text) {
      lines.push({ field, text: was, mark: 'old' }, { field, text, mark: 'new' });
    } else lines.push({ field, text });
  }
  const label = marking ? rewriteLabel(hop) : null;
  const kind = KIND[p.route.kind];
  if (label && hop.isNode) {
    return { heading: `${kind}, at ${hop.label}, ${AT_NODE[p.route.kind]}`, rewrite: true, lines };
  }
  const next = p.toward === null ? undefined : p.route.hops[p.toward];
  const where = next ? `${hop.label} → ${next.label}` : `at ${hop.label}`;
  return { heading: label ?? `${kind}, ${where}`, rewrite: label !== null, lines };
}

/** What a connection has cost so far: Nodes it passed, Node SNATs, and, once there, what the Pod sees. */
export interface Counters {
  readonly nodeHops: number;
  readonly nodeSnats: number;
  /** The source address the Pod sees, once the packet has arrived; null before. */
  readonly podSees: string | null;
}

/** Counted as the packet reaches each hop; null for what is not a client's connection (a probe). */
export function connectionCounters(p: Pick<PacketScene, 'route' | 'hop' | 'arrived'>): Counters | null {
  if (p.route.kind !== 'request') return null;
  const passed = p.route.hops.slice(0, p.hop + 1).filter((h) => h.isNode);
  const src = p.route.seenSource;
  return {
    nodeHops: passed.length,
    nodeSnats: passed.flatMap((h) => h.rewrites.filter((r) => r.kind === 'snat')).length,
    podSees: p.arrived ? (src.orIp ? `${src.ip} or ${src.orIp}` : src.ip) : null,
  };
}

/**
 * The counters of the connection a reader is reading about (packetInFocus): zero before it
 * leaves, counting while it travels, its whole cost once delivered (and while its reply
 * travels). Null where that is no client's connection.
 */
export function countersAt(s: Scene): Counters | null {
  const f = packetInFocus(s);
  if (!f) return null;
  const route = f.packet.route;
  if (f.when === 'before') return connectionCounters({ route, hop: -1, arrived: false });
  if (f.when === 'after') return connectionCounters({ route, hop: route.hops.length - 1, arrived: true });
  return connectionCounters({ route, hop: f.hop ?? 0, arrived: f.when === 'arrived' });
}
