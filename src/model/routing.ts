import { BALANCER, CLIENT, nodeWithIp, type Addressing, type NodeName } from './cluster';
import { addressingOf, allTargets, type ClusterState, type Endpoint } from './state';

/** An address and port on a packet. A null port is one a reader need not know (chosen by the sender). */
export interface Sock {
  readonly ip: string;
  /** null: a port the sender picks and a reader need not know. */
  readonly port: number | null;
  /** Where the truth depends on the implementation: the other address the source may carry. */
  readonly orIp?: string;
}

export interface Header {
  readonly src: Sock;
  readonly dst: Sock;
}

export type RewriteKind =
  | 'forward'
  | 'dnat'
  | 'snat'
  /** A source the balancer may or may not replace: the implementation decides. */
  | 'maybe-snat'
  | 'un-dnat'
  | 'un-snat'
  | 'un-forward'
  | 'un-maybe-snat';

export interface Rewrite {
  readonly kind: RewriteKind;
  readonly field: 'src' | 'dst';
  readonly from: Sock;
  readonly to: Sock;
  /** Who does it, and why, in a reader's words. */
  readonly by: string;
}

/** Where on the stage a hop happens. */
export type Place =
  | { readonly kind: 'client' }
  | { readonly kind: 'balancer' }
  | { readonly kind: 'node-port'; readonly node: NodeName }
  | { readonly kind: 'node'; readonly node: NodeName }
  | { readonly kind: 'pod'; readonly pod: string; readonly node: NodeName };

export interface Hop {
  readonly place: Place;
  readonly label: string;
  /** The header as the packet leaves this hop (at the last hop: as it arrives). */
  readonly header: Header;
  /** Rewrites done at this hop, in order. */
  readonly rewrites: readonly Rewrite[];
  /** True where this hop is a Node, for counting Node hops. */
  readonly isNode: boolean;
}

export type PacketKind = 'request' | 'reply' | 'probe';

export interface Route {
  readonly kind: PacketKind;
  readonly hops: readonly Hop[];
  /** What the receiving end sees as the source address (ip, and the alternative, if any). */
  readonly seenSource: Sock;
  readonly nodeHops: number;
  readonly nodeSnats: number;
  /** A note where the ledger must not pick one truth silently. */
  readonly note?: string;
}

export class NoRouteError extends Error {}

/** The hop at which a route reaches this Node's node port (where kube-proxy rewrites it), or -1. */
export function nodePortHop(route: Route, node: NodeName): number {
  return route.hops.findIndex((h) => h.place.kind === 'node-port' && h.place.node === node);
}

export function formatSock(s: Sock): string {
  const port = s.port === null ? '' : `:${s.port}`;
  return `${s.ip}${port}`;
}

function nodeHop(
  a: Addressing,
  node: NodeName,
  header: Header,
  rewrites: Rewrite[] = [],
  viaNodePort = false,
): Hop {
  return {
    place: viaNodePort ? { kind: 'node-port', node } : { kind: 'node', node },
    label: a.nodes[node].label,
    header,
    rewrites,
    isNode: true,
  };
}

function finish(kind: PacketKind, hops: Hop[], note?: string): Route {
  const last = hops[hops.length - 1];
  if (!last) throw new NoRouteError('empty route');
  const snats = hops.flatMap((h) => (h.isNode ? h.rewrites.filter((r) => r.kind === 'snat') : []));
  return {
    kind,
    hops,
    seenSource: last.header.src,
    nodeHops: hops.filter((h) => h.isNode).length,
    nodeSnats: snats.length,
    ...(note ? { note } : {}),
  };
}

const IMPLEMENTATION_NOTE =
  'Whether the Pod sees the client address or the balancer’s own (10.0.0.50) depends on the balancer implementation and its settings: an AWS NLB ip target group over TCP, for one, sends from its own address unless client IP preservation (preserve_client_ip.enabled) is on.';

const SOURCE_NOTE: Readonly<Record<'client' | 'own' | 'either', string>> = {
  either: IMPLEMENTATION_NOTE,
  client:
    'This balancer keeps the client address (an AWS NLB ip target group does so with client IP preservation on), so the Pod sees the client.',
  own: 'This balancer sends from its own address (an AWS NLB ip target group over TCP does so by default), so the Pod sees 10.0.0.50.',
};

const LOCAL_NOTE =
  'Under externalTrafficPolicy Local kube-proxy sends external traffic only to an endpoint on the receiving Node, without SNAT, so the Pod sees the source the balancer sent; a Node with no local endpoint fails the balancer’s health check on healthCheckNodePort and gets none.';

const nodePortNote = (a: Addressing, node: NodeName) =>
  `Under externalTrafficPolicy Cluster kube-proxy masquerades external traffic on the receiving Node, even with a local endpoint, for the reply to return here. MASQUERADE writes the leaving interface’s address, ${a.nodes[node].label}’s (a VPC-native CNI), keeping the port unless it collides.`;

const RETURN_NOTE =
  'Whichever source the Pod saw, the reply goes back through this balancer: it sits in the return path, so the network brings the reply to it. (Not every design does: a direct-server-return balancer lets the reply go straight to the client.)';

const PROBE_NOTE =
  'How targets are health checked is the implementation’s choice: the Kubernetes API defines none for Pod targets (its only one, healthCheckNodePort, is for externalTrafficPolicy Local and targets Nodes).';

/** The hops from a Node that has the packet to the Pod at dst, with no further rewrite. */
function deliverToPod(state: ClusterState, header: Header, from: NodeName | null): Hop[] {
  const pod = state.pods.find((p) => p.spec.ip === header.dst.ip);
  if (!pod) throw new NoRouteError(`no Pod at ${header.dst.ip}`);
  // A Pod's address is routed to the Node it runs on (its Pod range, where one is known).
  const node = pod.spec.node;
  const hops: Hop[] = [];
  if (node !== from) hops.push(nodeHop(addressingOf(state), node, header));
  hops.push({
    place: { kind: 'pod', pod: pod.spec.name, node },
    label: `Pod ${pod.spec.name}`,
    header,
    rewrites: [],
    isNode: false,
  });
  return hops;
}

/**
 * The endpoints kube-proxy's rules for a node port pick from on this Node: every ready one under
 * Cluster, only this Node's under Local. The rules pick one at random (`-m statistic --mode
 * random`), each as likely as the next.
 */
export function kubeProxyChoices(state: ClusterState, node: NodeName): readonly Endpoint[] {
  const local = state.service.externalTrafficPolicy === 'Local';
  return state.endpoints.filter((e) => e.ready && (!local || e.nodeName === node));
}

/**
 * A new connection from the client, through the balancer's chosen target, to a Pod.
 * `targetId` says which target the balancer picks for this flow (balancers hash flows; the
 * story names the one it lands on); through a node port, `endpoint` says which of
 * kube-proxy's random choices this flow drew (the first, unless named).
 */
export function routeRequest(state: ClusterState, targetId: string, endpoint?: string): Route {
  // New connections go only where the listener forwards, and only to a healthy target there.
  const group = state.groups.find((g) => g.type === state.listener);
  const target = group?.targets.find((t) => t.id === targetId);
  if (!target || target.health !== 'healthy') {
    throw new NoRouteError(`target ${targetId} is not a healthy target of the listener's group`);
  }
  const a = addressingOf(state);
  const client: Sock = { ip: CLIENT.ip, port: CLIENT.port };
  const front: Sock = { ip: a.balancer.frontIp, port: a.balancer.frontPort };
  const dst: Sock = { ip: target.ip, port: target.port };
  const own: Sock = { ip: BALANCER.ownIp, port: null };
  const balancerRewrites: Rewrite[] = [
    { kind: 'forward', field: 'dst', from: front, to: dst, by: `balancer, target ${target.id}` },
  ];
  // Where the cluster says what this balancer does with the source, that; else, as the story
  // has it: with Node-port targets it keeps the client address (FACTS, step 1), and with Pod
  // targets the implementation decides, so the source carries both possibilities.
  const source = state.balancerSource ?? (target.kind === 'pod' ? null : 'client');
  let src: Sock = client;
  if (source === 'own') {
    balancerRewrites.push({
      kind: 'snat',
      field: 'src',
      from: client,
      to: own,
      by: 'balancer, its own address',
    });
    src = own;
  } else if (source === null) {
    balancerRewrites.push({
      kind: 'maybe-snat',
      field: 'src',
      from: client,
      to: own,
      by: 'balancer, per implementation',
    });
    src = { ...client, orIp: BALANCER.ownIp };
  }
  const hops: Hop[] = [
    {
      place: { kind: 'client' },
      label: CLIENT.label,
      header: { src: client, dst: front },
      rewrites: [],
      isNode: false,
    },
    {
      place: { kind: 'balancer' },
      label: BALANCER.label,
      header: { src, dst },
      rewrites: balancerRewrites,
      isNode: false,
    },
  ];

  const entryNode = nodeWithIp(target.ip, a);
  if (entryNode) {
    if (state.service.nodePort !== target.port) throw new NoRouteError(`no node port ${target.port}`);
    // kube-proxy's rules for the node port: pick a ready endpoint (under Local, one on this Node
    // only), DNAT to it, and masquerade external traffic under externalTrafficPolicy Cluster.
    const local = state.service.externalTrafficPolicy === 'Local';
    const choices = kubeProxyChoices(state, entryNode);
    const ep = endpoint === undefined ? choices[0] : choices.find((e) => e.address === endpoint);
    if (!ep)
      throw new NoRouteError(
        local ? `no ready endpoint on ${a.nodes[entryNode].label}` : 'no ready endpoint',
      );
    const podDst: Sock = { ip: ep.address, port: a.service.targetPort };
    // MASQUERADE keeps the source port unless it collides (the note says so).
    const nodeSrc: Sock = { ip: a.nodes[entryNode].ip, port: src.port };
    const rewrites: Rewrite[] = [
      { kind: 'dnat', field: 'dst', from: dst, to: podDst, by: `kube-proxy, ${a.nodes[entryNode].label}` },
    ];
    let out: Header = { src, dst: podDst };
    if (state.service.externalTrafficPolicy === 'Cluster') {
      rewrites.push({
        kind: 'snat',
        field: 'src',
        from: src,
        to: nodeSrc,
        by: 'masquerade, externalTrafficPolicy Cluster',
      });
      out = { src: nodeSrc, dst: podDst };
    }
    hops.push(nodeHop(a, entryNode, out, rewrites, true));
    hops.push(...deliverToPod(state, out, entryNode));
    return finish('request', hops, local ? LOCAL_NOTE : nodePortNote(a, entryNode));
  }
  hops.push(...deliverToPod(state, { src, dst }, null));
  return finish('request', hops, SOURCE_NOTE[state.balancerSource ?? 'either']);
}

const INVERSE: Record<RewriteKind, RewriteKind> = {
  forward: 'un-forward',
  dnat: 'un-dnat',
  snat: 'un-snat',
  'maybe-snat': 'un-maybe-snat',
  'un-forward': 'forward',
  'un-dnat': 'dnat',
  'un-snat': 'snat',
  'un-maybe-snat': 'maybe-snat',
};

const swap = (h: Header): Header => ({ src: h.dst, dst: h.src });

/**
 * The reply of a connection: back along the same hops, each rewrite reversed where it was done
 * (conntrack on a Node, the balancer's own flow table), so leaving hop i it carries the
 * request's header as it entered hop i, swapped.
 */
export function routeReply(request: Route): Route {
  const hops = request.hops;
  const reply: Hop[] = [];
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    const entered = hops[i - 1]?.header ?? hop?.header;
    if (!hop || !entered) continue;
    const reversed = [...hop.rewrites].reverse().map<Rewrite>((r) => ({
      kind: INVERSE[r.kind],
      field: r.field === 'src' ? 'dst' : 'src',
      from: r.to,
      to: r.from,
      by: hop.isNode ? `conntrack, ${hop.label}` : r.by,
    }));
    reply.push({
      ...hop,
      header: i === 0 ? swap(hops[0]?.header ?? hop.header) : swap(entered),
      rewrites: reversed,
    });
  }
  const viaPodTarget = request.hops.some((h) => h.rewrites.some((r) => r.kind === 'maybe-snat'));
  return finish('reply', reply, viaPodTarget ? RETURN_NOTE : undefined);
}

/** The balancer's own health check of a Pod target: a TCP probe from its private address. */
export function routeProbe(state: ClusterState, targetId: string): Route {
  const target = allTargets(state).find((t) => t.id === targetId);
  if (!target || target.kind !== 'pod') throw new NoRouteError(`no Pod target ${targetId}`);
  const header: Header = {
    src: { ip: BALANCER.ownIp, port: null },
    dst: { ip: target.ip, port: target.port },
  };
  return finish(
    'probe',
    [
      { place: { kind: 'balancer' }, label: BALANCER.label, header, rewrites: [], isNode: false },
      ...deliverToPod(state, header, null),
    ],
    PROBE_NOTE,
  );
}
