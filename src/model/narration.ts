import { describeSock } from './ledger';
import type { Hop, Rewrite, Route } from './routing';
import type { Scene } from './scene';
import { addressingOf, podStatus, type ClusterState, type Target, type TargetGroup } from './state';

// The stage in words, for readers who do not see it: built from the same scene as the
// drawing, so it can say nothing the drawing does not show.

const KIND_WORDS: Record<Route['kind'], string> = {
  request: 'The packet',
  reply: 'The reply',
  probe: 'The health-check probe',
};

function rewriteWords(r: Rewrite, hop: Hop): string {
  const who = hop.isNode ? 'kube-proxy' : 'the balancer';
  switch (r.kind) {
    case 'dnat':
      return `${who} rewrites the destination to ${describeSock(r.to)}`;
    case 'snat':
      return `masquerades the source as ${r.to.ip}, ${hop.label}'s own address`;
    case 'forward':
      return `the balancer sends it to its target ${describeSock(r.to)}`;
    case 'maybe-snat':
      return `the balancer keeps the client address or replaces it with ${r.to.ip}, depending on the implementation`;
    case 'un-dnat':
    case 'un-snat':
      return `conntrack reverses the ${r.kind.slice(3).toUpperCase()}`;
    case 'un-forward':
    case 'un-maybe-snat':
      return `the balancer answers from its front end`;
  }
}

function packetWords(s: Pick<Scene, 'packets' | 'state'>): string {
  const p = s.packets[0];
  if (!p) return '';
  const hop = p.route.hops[p.hop];
  const first = p.route.hops[0];
  if (!hop || !first) return '';
  const from = describeSock(first.header.src);
  const subject = `${KIND_WORDS[p.route.kind]} from ${from}`;
  const where =
    p.toward === null
      ? `is at ${hop.label}`
      : `travels from ${hop.label} to ${p.route.hops[p.toward]?.label ?? 'its next hop'}`;
  const header = `source ${describeSock(hop.header.src)}, destination ${describeSock(hop.header.dst)}`;
  const rewrites = hop.rewrites.length
    ? `; at ${hop.label} ${hop.rewrites.map((r) => rewriteWords(r, hop)).join(', and ')}`
    : '';
  const path = p.route.hops.map((h) => h.label).join(', then ');
  const absent = Object.values(addressingOf(s.state).nodes)
    .filter((n) => !p.route.hops.some((h) => h.label === n.label))
    .map((n) => `${n.label} is not on its path.`);
  return `${subject} ${where}, with ${header}${rewrites}. Its path: ${path}. ${absent.join(' ')}`.trim();
}

const targetWords = (st: ClusterState) => (t: Target) =>
  `${t.id} (${t.kind === 'node-port' ? `${addressingOf(st).nodes[t.node].label}'s node port` : 'Pod'}, ${t.health})`;

/** A target group in words. */
function groupWords(st: ClusterState, g: TargetGroup, listener: boolean): string {
  return `The balancer's ${g.type} target group${listener ? ', where its listener forwards,' : ''} ${
    g.targets.length ? `holds ${g.targets.map(targetWords(st)).join('; ')}` : 'holds no targets'
  }.`;
}

/** What the stage shows at this moment, in sentences. */
export function narrate(
  s: Pick<Scene, 'state' | 'said' | 'packets'> & { readonly timeCompressed?: readonly string[] },
): string {
  const st = s.state;
  const targets = st.groups.length
    ? st.groups.map((g) => groupWords(st, g, st.listener === g.type)).join(' ')
    : 'The balancer has no target groups.';
  const pods = st.pods.map(
    (p) =>
      `Pod ${p.spec.name} at ${p.spec.ip} on ${addressingOf(st).nodes[p.spec.node].label}: ${podStatus(p).join(', ')}.`,
  );
  const endpoints = st.endpoints.map(
    (e) =>
      `The EndpointSlice lists ${e.address} (${e.targetRef}) ready ${e.ready}, serving ${e.serving}, terminating ${e.terminating}.`,
  );
  const service = `Service ${addressingOf(st).service.name}: nodePort ${st.service.nodePort ?? 'none'}, allocateLoadBalancerNodePorts ${st.service.allocateLoadBalancerNodePorts}.`;
  const time = s.timeCompressed ? `Time is compressed: ${s.timeCompressed.join(' ')}.` : '';
  return [packetWords(s), s.said?.says ?? '', targets, ...pods, ...endpoints, service, time]
    .filter(Boolean)
    .join(' ');
}
