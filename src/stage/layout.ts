import type { NodeName } from '../model/cluster';
import type { Place } from '../model/routing';

// The stage's drawing plan in viewBox units. The model says where a packet is in words (which
// hop, how far along); this file alone says where that is on the drawing.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
export interface Point {
  readonly x: number;
  readonly y: number;
}

export const CLIENT_BOX: Box = { x: 6, y: 322, w: 150, h: 100 };
export const CONTROLLER_BOX: Box = { x: 166, y: 8, w: 270, h: 84 };
export const BALANCER_BOX: Box = { x: 166, y: 128, w: 270, h: 296 };
export const SLICE_BOX: Box = { x: 482, y: 8, w: 262, h: 148 };
export const SERVICE_BOX: Box = { x: 756, y: 8, w: 236, h: 148 };
export const NODE_BOX: Readonly<Record<NodeName, Box>> = {
  'node-1': { x: 482, y: 172, w: 510, h: 182 },
  'node-2': { x: 482, y: 370, w: 510, h: 182 },
};

/** Where a balancer's forwarded packets run, below its target list. */
export const LANE_Y = 372;
/** The cluster network between the balancer and the Nodes. */
export const BUS_X = 460;

/** Where a packet's header tag rides, following it left and right: the free band below the client and the balancer. */
export const TAG_BAND: Box = { x: 6, y: 434, w: 430, h: 118 };
/** Where the connection's counters stand: the free column under the key, above the client. */
export const COUNTERS_BOX: Box = { x: 6, y: 194, w: 150, h: 118 };
/** Font size and line pitch of a tag, and the width of a character of its monospaced type. */
export const TAG_TYPE = { size: 13, pitch: 17, char: 7.9, pad: 8 } as const;

/**
 * A packet's tag: sized to its longest line, centred under the packet as far as the band
 * allows, so it follows the packet left and right and never leaves the band.
 */
export function tagBox(packetX: number, lines: readonly string[]): Box {
  const { pitch, size, char, pad } = TAG_TYPE;
  const w = Math.min(TAG_BAND.w, 2 * pad + Math.max(0, ...lines.map((l) => l.length)) * char);
  const h = 2 * pad + lines.length * pitch - (pitch - size);
  const x = Math.min(Math.max(packetX - w / 2, TAG_BAND.x), TAG_BAND.x + TAG_BAND.w - w);
  return { x, y: TAG_BAND.y, w, h };
}

/** A row of the balancer's list: a target group's heading, or one of its targets. */
export const TARGET_ROW = { x: 176, y: 184, w: 250, h: 30, gap: 4 } as const;

export function nodePortBadge(node: NodeName): Box {
  const n = NODE_BOX[node];
  return { x: n.x + 22, y: n.y + 40, w: 178, h: 54 };
}

export function rewriteNote(node: NodeName): Box {
  const n = NODE_BOX[node];
  return { x: n.x + 212, y: n.y + 40, w: 286, h: 54 };
}

export function podBox(node: NodeName): Box {
  const n = NODE_BOX[node];
  return { x: n.x + 232, y: n.y + 104, w: 266, h: 70 };
}

const podLaneY = (node: NodeName) => NODE_BOX[node].y + 139;
const portLaneY = (node: NodeName) => NODE_BOX[node].y + 67;

/** Where a packet rests at a place. */
export function dock(place: Place): Point {
  switch (place.kind) {
    case 'client':
      return { x: CLIENT_BOX.x + CLIENT_BOX.w, y: LANE_Y };
    case 'balancer':
      return { x: BALANCER_BOX.x + BALANCER_BOX.w / 2, y: LANE_Y };
    case 'node-port':
      return { x: nodePortBadge(place.node).x, y: portLaneY(place.node) };
    case 'node':
      return { x: NODE_BOX[place.node].x, y: podLaneY(place.node) };
    case 'pod':
      return { x: podBox(place.node).x, y: podLaneY(place.node) };
  }
}

function nodeOf(place: Place): NodeName | null {
  return place.kind === 'node' || place.kind === 'node-port' || place.kind === 'pod' ? place.node : null;
}

/**
 * The polyline from one place to the next. Traffic between the balancer and a Node, or between
 * Nodes, runs along the cluster network; inside a Node it stays in its lane, so a packet
 * addressed to a Pod never passes the node-port badge.
 */
export function pathBetween(a: Place, b: Place): Point[] {
  const from = dock(a);
  const to = dock(b);
  const na = nodeOf(a);
  const nb = nodeOf(b);
  if (na !== null && na === nb) return [from, to];
  if (a.kind === 'client' || b.kind === 'client') return [from, to];
  const busFrom = { x: BUS_X, y: from.y };
  const busTo = { x: BUS_X, y: to.y };
  if (a.kind === 'balancer') {
    return [from, { x: BALANCER_BOX.x + BALANCER_BOX.w, y: LANE_Y }, busFrom, busTo, to];
  }
  if (b.kind === 'balancer') {
    return [from, busFrom, busTo, { x: BALANCER_BOX.x + BALANCER_BOX.w, y: LANE_Y }, to];
  }
  return [from, busFrom, busTo, to];
}

const legLength = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);

export function pointAlong(points: readonly Point[], progress: number): Point {
  // Asked every frame for each moving dot: measure twice rather than build a list of lengths.
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1];
    const q = points[i];
    if (p && q) total += legLength(p, q);
  }
  let left = Math.min(Math.max(progress, 0), 1) * total;
  for (let i = 0; i < points.length - 1; i++) {
    const p = points[i];
    const q = points[i + 1];
    if (!p || !q) break;
    const len = legLength(p, q);
    if (left <= len || i === points.length - 2) {
      const f = len === 0 ? 0 : left / len;
      return { x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f };
    }
    left -= len;
  }
  return points[points.length - 1] ?? { x: 0, y: 0 };
}

/** The API path a controller signal takes; the controller sits between the slice and the balancer. */
export function signalPath(from: 'slice' | 'controller'): readonly Point[] {
  return from === 'slice'
    ? [
        { x: SLICE_BOX.x, y: 50 },
        { x: CONTROLLER_BOX.x + CONTROLLER_BOX.w, y: 50 },
      ]
    : [
        { x: 300, y: CONTROLLER_BOX.y + CONTROLLER_BOX.h },
        { x: 300, y: BALANCER_BOX.y },
      ];
}

export const toPoints = (pts: readonly Point[]): string => pts.map((p) => `${p.x},${p.y}`).join(' ');
