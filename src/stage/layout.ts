import { createContext, useContext } from 'react';
import type { NodeName } from '../model/cluster';
import type { Place } from '../model/routing';
import { PLAN_SIZES, type PlanName } from './planSizes';

// The stage's drawing plans in viewBox units. The model says where a packet is in words (which
// hop, how far along); this file alone says where that is on the drawing. There is one plan for
// each width the stage is read at (view.ts picks it), each drawn for its width rather than a
// scaled copy of another: every plan shares the client and balancer block, and differs in where
// the objects and the Nodes stand and which side of a Node the cluster network enters by.

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

export interface Plan {
  readonly name: PlanName;
  readonly view: { readonly width: number; readonly height: number };
  /** The top of the legend's column and the balancer's block (client, counters, controller, balancer, tag band). */
  readonly top: number;
  readonly client: Box;
  readonly controller: Box;
  readonly balancer: Box;
  readonly counters: Box;
  readonly slice: Box;
  readonly service: Box;
  readonly nodes: Readonly<Record<NodeName, Box>>;
  /** Where a balancer's forwarded packets run, below its target list. */
  readonly laneY: number;
  /** The cluster network between the balancer and the Nodes. */
  readonly busX: number;
  /** Where a packet's header tag rides, following it left and right: free of every box. */
  readonly tagBand: Box;
  /** A row of the balancer's list: a target group's heading, or one of its targets. */
  readonly targetRow: {
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
    readonly gap: number;
  };
  /** Inside a Node: node port and rewrite side by side above the Pod, or one under the other. */
  readonly stacked: boolean;
  /** The side of a Node the cluster network enters by. */
  readonly entry: 'left' | 'right';
  /** The API path from the EndpointSlice to the controller. */
  readonly sliceSignal: readonly Point[];
  /**
   * For a drawing taller than the view (a phone's), the window it is seen through (camera.ts):
   * the view's height, the strip at its top where the tag rides, and the whole drawing's height.
   * The tag band is then in the view's units, the rest in the drawing's.
   */
  readonly camera: { readonly window: number; readonly strip: number; readonly drawing: number } | null;
}

/** Font size and line pitch of a tag, and the width of a character of its monospaced type. */
export const TAG_TYPE = { size: 14, pitch: 18, char: 8.5, pad: 8 } as const;

/** The client, the counters, the controller, the balancer and the tag band, from `top` down. */
function balancerBlock(top: number) {
  const at = (x: number, y: number, w: number, h: number): Box => ({ x, y: top + y, w, h });
  const controller = at(166, 8, 270, 84);
  const balancer = at(166, 128, 270, 296);
  return {
    top,
    client: at(6, 322, 150, 100),
    counters: at(6, 194, 150, 118),
    controller,
    balancer,
    laneY: top + 372,
    tagBand: at(6, 434, 430, 122),
    targetRow: { x: 176, y: top + 184, w: 250, h: 30, gap: 4 },
  };
}

const WIDE: Plan = {
  name: 'wide',
  view: PLAN_SIZES.wide,
  ...balancerBlock(0),
  slice: { x: 482, y: 8, w: 256, h: 148 },
  service: { x: 746, y: 8, w: 246, h: 148 },
  nodes: {
    'node-1': { x: 482, y: 172, w: 510, h: 182 },
    'node-2': { x: 482, y: 370, w: 510, h: 182 },
  },
  busX: 460,
  stacked: false,
  entry: 'left',
  camera: null,
  sliceSignal: [
    { x: 482, y: 50 },
    { x: 436, y: 50 },
  ],
};

/** A stacked Node's height: title, Pod range, node port, rewrite and Pod, one under the other. */
const STACKED_NODE_H = 262;

const MEDIUM: Plan = {
  ...WIDE,
  name: 'medium',
  view: PLAN_SIZES.medium,
  slice: { x: 482, y: 8, w: 332, h: 148 },
  service: { x: 6, y: 562, w: 430, h: 148 },
  nodes: {
    'node-1': { x: 482, y: 172, w: 332, h: STACKED_NODE_H },
    'node-2': { x: 482, y: 448, w: 332, h: STACKED_NODE_H },
  },
  stacked: true,
};

const NARROW_TOP = 350;
/** A phone's plan: one column, seen through a window (camera.ts) with the tag in a strip above it. */
const NARROW_NODES_Y = NARROW_TOP + 440;
const NARROW: Plan = {
  name: 'narrow',
  view: PLAN_SIZES.narrow,
  ...balancerBlock(NARROW_TOP),
  service: { x: 6, y: 6, w: 444, h: 148 },
  slice: { x: 6, y: 162, w: 444, h: 148 },
  nodes: {
    'node-1': { x: 6, y: NARROW_NODES_Y, w: 430, h: STACKED_NODE_H },
    'node-2': { x: 6, y: NARROW_NODES_Y + STACKED_NODE_H + 10, w: 430, h: STACKED_NODE_H },
  },
  busX: 448,
  stacked: true,
  entry: 'right',
  sliceSignal: [
    { x: 300, y: 310 },
    { x: 300, y: NARROW_TOP + 8 },
  ],
  tagBand: { x: 6, y: 4, w: 444, h: 122 },
  camera: { window: PLAN_SIZES.narrow.height, strip: 130, drawing: NARROW_NODES_Y + 2 * STACKED_NODE_H + 16 },
};

export const PLANS: Readonly<Record<PlanName, Plan>> = { wide: WIDE, medium: MEDIUM, narrow: NARROW };

// The plan the stage is drawn to, chosen by its width (Stage.tsx); every part reads it here.
const PlanContext = createContext<Plan>(PLANS.wide);

export const PlanProvider = PlanContext.Provider;

export function usePlan(): Plan {
  return useContext(PlanContext);
}

/**
 * A line of a tag broken into rows that fit its band: a long heading before the place it names
 * ("… at Load balancer"), then at spaces. Each row but the last keeps its space, so the rows
 * read as the line did.
 */
export function tagRows(plan: Plan, text: string): string[] {
  const max = Math.floor((plan.tagBand.w - 2 * TAG_TYPE.pad) / TAG_TYPE.char);
  if (text.length <= max) return [text];
  const at = text.lastIndexOf(' at ');
  if (at > 0) return [...tagRows(plan, text.slice(0, at + 1)), ...tagRows(plan, text.slice(at + 1))];
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    if (row && `${row}${word}`.length > max) {
      rows.push(row);
      row = '';
    }
    row += `${word} `;
  }
  return [...rows, row.slice(0, -1)];
}

/**
 * A packet's tag: sized to its longest row, centred under the packet as far as the band
 * allows, so it follows the packet left and right and never leaves the band.
 */
export function tagBox(plan: Plan, packetX: number, rows: readonly string[]): Box {
  const band = plan.tagBand;
  const { pitch, size, char, pad } = TAG_TYPE;
  const w = Math.min(band.w, 2 * pad + Math.max(0, ...rows.map((l) => l.trimEnd().length)) * char);
  const h = 2 * pad + rows.length * pitch - (pitch - size);
  const x = Math.min(Math.max(packetX - w / 2, band.x), band.x + band.w - w);
  return { x, y: band.y, w, h };
}

/** Where a stacked Node's insides leave room for traffic: on the side the network enters by. */
const GUTTER = 24;
const BADGE_W = 190;

export function nodePortBadge(plan: Plan, node: NodeName): Box {
  const n = plan.nodes[node];
  if (!plan.stacked) return { x: n.x + 22, y: n.y + 40, w: BADGE_W, h: 54 };
  const x = plan.entry === 'left' ? n.x + GUTTER : n.x + n.w - GUTTER - BADGE_W;
  return { x, y: n.y + 56, w: BADGE_W, h: 54 };
}

/** The Node's rewrites: a label that names them and the Node, over a row for each. */
export function rewriteNote(plan: Plan, node: NodeName): Box {
  const n = plan.nodes[node];
  if (!plan.stacked) return { x: n.x + 222, y: n.y + 34, w: 276, h: 70 };
  // Indented from the traffic's side, so the way from node port to Pod passes beside it.
  const w = n.w - 2 * GUTTER - 12;
  return { x: plan.entry === 'left' ? n.x + 2 * GUTTER : n.x + 12, y: n.y + 116, w, h: 70 };
}

export function podBox(plan: Plan, node: NodeName): Box {
  const n = plan.nodes[node];
  if (!plan.stacked) return { x: n.x + 232, y: n.y + 110, w: 266, h: 66 };
  const w = n.w - GUTTER - 12;
  return { x: plan.entry === 'left' ? n.x + GUTTER : n.x + 12, y: n.y + 190, w, h: 70 };
}

/** The edge of a box that traffic meets it by. */
const entryX = (plan: Plan, b: Box) => (plan.entry === 'left' ? b.x : b.x + b.w);
const podLaneY = (plan: Plan, node: NodeName) => podBox(plan, node).y + 35;
const portLaneY = (plan: Plan, node: NodeName) => nodePortBadge(plan, node).y + 27;

/** Where a packet rests at a place. */
export function dock(plan: Plan, place: Place): Point {
  const { client, balancer, laneY } = plan;
  switch (place.kind) {
    case 'client':
      return { x: client.x + client.w, y: laneY };
    case 'balancer':
      return { x: balancer.x + balancer.w / 2, y: laneY };
    case 'node-port':
      return { x: entryX(plan, nodePortBadge(plan, place.node)), y: portLaneY(plan, place.node) };
    case 'node':
      return { x: entryX(plan, plan.nodes[place.node]), y: podLaneY(plan, place.node) };
    case 'pod':
      return { x: entryX(plan, podBox(plan, place.node)), y: podLaneY(plan, place.node) };
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
export function pathBetween(plan: Plan, a: Place, b: Place): Point[] {
  const from = dock(plan, a);
  const to = dock(plan, b);
  const na = nodeOf(a);
  const nb = nodeOf(b);
  if (na !== null && na === nb) return [from, to];
  if (a.kind === 'client' || b.kind === 'client') return [from, to];
  const busFrom = { x: plan.busX, y: from.y };
  const busTo = { x: plan.busX, y: to.y };
  const exit = { x: plan.balancer.x + plan.balancer.w, y: plan.laneY };
  if (a.kind === 'balancer') return [from, exit, busFrom, busTo, to];
  if (b.kind === 'balancer') return [from, busFrom, busTo, exit, to];
  return [from, busFrom, busTo, to];
}

const legLength = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);

export function pointAlong(points: readonly Point[], progress: number): Point {
  const legs = points.slice(1).map((q, i) => [points[i] ?? q, q] as const);
  let left = Math.min(Math.max(progress, 0), 1) * legs.reduce((sum, [p, q]) => sum + legLength(p, q), 0);
  for (const [i, [p, q]] of legs.entries()) {
    const len = legLength(p, q);
    if (left <= len || i === legs.length - 1) {
      const f = len === 0 ? 0 : left / len;
      return { x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f };
    }
    left -= len;
  }
  return points[points.length - 1] ?? { x: 0, y: 0 };
}

/** The API path a controller signal takes; the controller sits between the slice and the balancer. */
export function signalPath(plan: Plan, from: 'slice' | 'controller'): readonly Point[] {
  if (from === 'slice') return plan.sliceSignal;
  const { controller, balancer } = plan;
  return [
    { x: 300, y: controller.y + controller.h },
    { x: 300, y: balancer.y },
  ];
}

export const toPoints = (pts: readonly Point[]): string => pts.map((p) => `${p.x},${p.y}`).join(' ');
