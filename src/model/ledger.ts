import { BALANCER, CLIENT, STORY, nodeWithIp, type Addressing } from './cluster';
import { formatSock, type Hop, type Rewrite, type Route, type Sock } from './routing';

// Words for packets, made from routes: the stage's callouts, the ledger and the narration all
// say the same thing because they all come from here.

/** An address as a reader should see it: both possibilities where the implementation decides. */
export function describeSock(s: Sock): string {
  return s.orIp ? `${formatSock(s)} or ${s.orIp}:(balancer port)` : formatSock(s);
}

const addressOnly = (s: Sock) => (s.orIp ? `${s.ip} or ${s.orIp}` : s.ip);

export function describeRewrite(r: Rewrite): string {
  switch (r.kind) {
    case 'dnat':
      return `DNAT ${formatSock(r.from)} → ${formatSock(r.to)} (${r.by})`;
    case 'snat':
      return `SNAT ${addressOnly(r.from)} → ${addressOnly(r.to)} (${r.by})`;
    case 'forward':
      return `Forward to target: destination ${formatSock(r.from)} → ${formatSock(r.to)} (${r.by})`;
    case 'un-dnat':
      return `Reverse DNAT: source ${formatSock(r.from)} → ${formatSock(r.to)} (${r.by})`;
    case 'un-snat':
      return `Reverse SNAT: destination ${describeSock(r.from)} → ${describeSock(r.to)} (${r.by})`;
    case 'un-forward':
      return `Reply from the front end: source ${formatSock(r.from)} → ${formatSock(r.to)} (${r.by})`;
    case 'maybe-snat':
      return `Source ${formatSock(r.from)} kept, or replaced by ${r.to.ip}:(balancer port) (${r.by})`;
    case 'un-maybe-snat':
      return `Destination back to ${formatSock(r.to)}, if the source was replaced (${r.by})`;
  }
}

/** A rewrite in a few words, under the stage's label that names it; the ledger has the whole sentence. */
export function shortRewrite(r: Rewrite): string {
  const field = r.field === 'dst' ? 'destination' : 'source';
  const to = r.kind === 'snat' || r.kind === 'un-snat' ? addressOnly(r.to) : formatSock(r.to);
  return `${field} → ${to}`;
}

export interface LedgerRow {
  readonly hop: string;
  readonly src: string;
  readonly dst: string;
  readonly rewrites: readonly string[];
}

export function ledgerRows(route: Route): LedgerRow[] {
  return route.hops.map((h: Hop) => ({
    hop: h.label,
    src: describeSock(h.header.src),
    dst: describeSock(h.header.dst),
    rewrites: h.rewrites.map(describeRewrite),
  }));
}

/** The last line of a ledger: what the far end sees, and what the connection cost in Nodes. */
export function ledgerSummary(route: Route, a: Addressing = STORY): string {
  const last = route.hops[route.hops.length - 1];
  const who = last?.label ?? 'The receiver';
  const nodes = `${route.nodeHops} Node${route.nodeHops === 1 ? '' : 's'}`;
  const snats =
    route.nodeSnats === 0
      ? 'no Node SNAT'
      : `${route.nodeSnats} Node SNAT${route.nodeSnats === 1 ? '' : 's'}`;
  const src = route.seenSource;
  const node = nodeWithIp(src.ip, a);
  const source =
    src.orIp !== undefined
      ? `${src.ip} (the client) or ${src.orIp} (the balancer’s own), per implementation`
      : src.ip === BALANCER.ownIp
        ? `${src.ip} (the balancer’s own address)`
        : node
          ? `${src.ip} (${a.nodes[node].label}), not the client’s ${CLIENT.ip}`
          : src.ip;
  return `${who} sees source ${source}. ${nodes}, ${snats}.`;
}
