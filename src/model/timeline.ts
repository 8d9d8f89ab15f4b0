import { NoRouteError, routeProbe, routeReply, routeRequest, type Route } from './routing';
import { OPENING_STATE, reduce, type Action, type ClusterState } from './state';
import { PROLOGUE, STEPS, type Scenario, type SignalSpec, type StepSpec, type StepNumber } from './steps';

/** Seconds a packet or signal takes from one hop to the next, at 1×. */
export const HOP_SECONDS = 1;
/** Seconds a packet rests at a hop that rewrites it, so the rewrite can be read. */
export const REWRITE_SECONDS = 1;
/** Seconds a packet stays at its last hop before it leaves the stage. */
export const LINGER_SECONDS = 1.5;
/** Seconds a changed field stays highlighted. */
export const HIGHLIGHT_SECONDS = 1.5;
/** Seconds something takes to appear, leave, or slide to its new place in a list. */
export const SETTLE_SECONDS = 0.8;
/** Seconds something new takes to fade in. */
export const FADE_IN_SECONDS = 0.5;

export interface Position {
  readonly step: StepNumber;
  /** Seconds into the step, 0 ≤ t ≤ its duration. */
  readonly t: number;
}

/** One moment at which the cluster changed, or something was said. */
export interface Moment {
  readonly at: number;
  readonly says: string;
  /** The cluster after this moment. */
  readonly state: ClusterState;
  /** The cluster just before it, so what left can be drawn leaving. */
  readonly before: ClusterState;
  /** The fields this moment changed, as paths (see fieldsOf). */
  readonly changed: readonly string[];
}

export interface CompiledPacket {
  readonly id: string;
  readonly route: Route;
  readonly reply: Route | null;
  /** For a reply on the stage: the id of the request it answers. */
  readonly of?: string;
  /** Time the packet reaches hop i. */
  readonly arrive: readonly number[];
  /** Time the packet leaves hop i (equal to arrive[i] where it does not rest). */
  readonly depart: readonly number[];
  readonly start: number;
  readonly end: number;
}

export interface CompiledSignal {
  readonly id: string;
  readonly spec: SignalSpec;
  readonly start: number;
  readonly end: number;
}

export interface CompiledStep<S extends Scenario = StepSpec> {
  readonly spec: S;
  /** Seconds the step lasts: as written, or longer where replies travel after their requests. */
  readonly duration: number;
  readonly opening: ClusterState;
  readonly moments: readonly Moment[];
  readonly packets: readonly CompiledPacket[];
  readonly signals: readonly CompiledSignal[];
}

/**
 * The fields a reader can see, flattened to path → value, so that "what changed" is one generic
 * comparison instead of a hand-written list per beat.
 */
export function fieldsOf(s: ClusterState): Map<string, string> {
  const f = new Map<string, string>();
  f.set('service.allocateLoadBalancerNodePorts', String(s.service.allocateLoadBalancerNodePorts));
  f.set('service.nodePort', String(s.service.nodePort));
  for (const [key, value] of Object.entries(s.service.annotations)) f.set(`annotation:${key}`, value);
  for (const p of s.pods) {
    f.set(`pod:${p.spec.name}`, 'present');
    f.set(`pod:${p.spec.name}.phase`, p.phase);
    if (p.shutdown) f.set(`pod:${p.spec.name}.shutdown`, p.shutdown);
    f.set(`pod:${p.spec.name}.ready`, String(p.ready));
  }
  for (const e of s.endpoints) {
    const k = `endpoint:${e.targetRef}`;
    f.set(k, 'present');
    f.set(`${k}.address`, e.address);
    f.set(`${k}.ready`, String(e.ready));
    f.set(`${k}.serving`, String(e.serving));
    f.set(`${k}.terminating`, String(e.terminating));
    f.set(`${k}.nodeName`, e.nodeName);
  }
  for (const g of s.groups) {
    f.set(`group:${g.type}`, 'present');
    f.set(`group:${g.type}.listener`, String(s.listener === g.type));
    for (const t of g.targets) {
      f.set(`target:${t.id}`, 'present');
      f.set(`target:${t.id}.health`, t.health);
    }
  }
  return f;
}

export interface FieldDiff {
  readonly path: string;
  /** The value before; undefined where the field was not there. */
  readonly before: string | undefined;
  readonly after: string | undefined;
}

/** Every field whose value differs between two clusters, in the order fieldsOf lists them. */
export function diffFields(before: ClusterState, after: ClusterState): FieldDiff[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((path) => a.get(path) !== b.get(path))
    .map((path) => ({ path, before: a.get(path), after: b.get(path) }));
}

const changedFields = (before: ClusterState, after: ClusterState): string[] =>
  diffFields(before, after)
    .map((d) => d.path)
    .sort();

/** When a packet reaches and leaves each hop of its route, and leaves the stage. */
export function packetTimes(route: Route, start: number) {
  const arrive: number[] = [];
  const depart: number[] = [];
  let clock = start;
  route.hops.forEach((hop, i) => {
    if (i > 0) clock += HOP_SECONDS;
    arrive.push(clock);
    if (i > 0 && i < route.hops.length - 1 && hop.rewrites.length > 0) clock += REWRITE_SECONDS;
    depart.push(clock);
  });
  return { arrive, depart, end: clock + LINGER_SECONDS };
}

interface Pending {
  readonly at: number;
  readonly order: number;
  readonly actions: readonly Action[];
  readonly says: string;
  readonly packet?: { readonly index: number };
}

/**
 * Plays a scenario's beats in time order from the opening cluster. Packets are routed against
 * the cluster as it is when they are sent, so a route is never drawn by hand; what a packet or
 * signal does on arrival becomes a moment of its own at its arrival time. `key` names its
 * packets and signals (p<key>.<i>), so that two scenarios on one page never share an id.
 */
export function compileScenario<S extends Scenario>(
  spec: S,
  opening: ClusterState,
  key: string,
): CompiledStep<S> {
  const queue: Pending[] = [];
  let order = 0;
  for (const b of spec.beats)
    queue.push({ at: b.at, order: order++, actions: b.actions ?? [], says: b.says });
  const signals: CompiledSignal[] = spec.signals.map((s, i) => {
    queue.push({ at: s.at, order: order++, actions: [], says: s.says });
    if (s.then)
      queue.push({ at: s.at + HOP_SECONDS, order: order++, actions: s.then, says: s.arrives ?? '' });
    return { id: `s${key}.${i}`, spec: s, start: s.at, end: s.at + HOP_SECONDS };
  });
  spec.packets.forEach((p, i) => {
    queue.push({ at: p.at, order: order++, actions: [], says: p.says, packet: { index: i } });
  });

  const packets: CompiledPacket[] = [];
  const moments: Moment[] = [];
  let state = opening;
  // Arrival actions are only known once a packet is routed, so the queue is re-sorted as it grows.
  for (let next = takeNext(queue); next; next = takeNext(queue)) {
    if (next.packet) {
      const p = spec.packets[next.packet.index];
      if (!p) throw new Error('packet index out of range');
      const route = p.kind === 'request' ? routeRequest(state, p.target) : routeProbe(state, p.target);
      const times = packetTimes(route, p.at);
      packets.push({
        id: `p${key}.${next.packet.index}`,
        route,
        reply: p.kind === 'request' ? routeReply(route) : null,
        ...times,
        start: p.at,
      });
      const arrival = times.arrive[times.arrive.length - 1] ?? p.at;
      if (p.then) queue.push({ at: arrival, order: order++, actions: p.then, says: p.arrives ?? p.says });
    }
    const after = next.actions.reduce(reduce, state);
    moments.push({
      at: next.at,
      says: next.says,
      state: after,
      before: state,
      changed: changedFields(state, after),
    });
    state = after;
  }
  for (const m of moments) {
    if (m.at < 0 || m.at > spec.duration) throw new RangeError(`${key}: moment at ${m.at}s`);
  }
  for (const p of packets) {
    if (p.end > spec.duration) throw new RangeError(`${key}: packet ends at ${p.end}s`);
  }
  return { spec, duration: spec.duration, opening, moments, packets, signals };
}

/** Seconds the stage stays still after a reply has left it, before the step ends. */
const AFTER_REPLY_SECONDS = 0.5;

/**
 * The step with each request's reply travelling back after the request has left the stage,
 * along its real path (routeReply), resting where conntrack or the balancer reverses a
 * rewrite; the step lasts until the last reply has gone.
 */
function withReplies<S extends Scenario>(step: CompiledStep<S>): CompiledStep<S> {
  const replies: CompiledPacket[] = step.packets.flatMap((p) =>
    p.reply
      ? [
          {
            id: `${p.id}r`,
            route: p.reply,
            reply: null,
            of: p.id,
            ...packetTimes(p.reply, p.end),
            start: p.end,
          },
        ]
      : [],
  );
  if (replies.length === 0) return step;
  return {
    ...step,
    packets: [...step.packets, ...replies].sort((a, b) => a.start - b.start),
    duration: Math.max(step.duration, ...replies.map((r) => r.end + AFTER_REPLY_SECONDS)),
  };
}

function takeNext(queue: Pending[]): Pending | undefined {
  queue.sort((a, b) => a.at - b.at || a.order - b.order);
  return queue.shift();
}

function compileAll(): readonly CompiledStep[] {
  let state = PROLOGUE.reduce(reduce, OPENING_STATE);
  return STEPS.map((spec) => {
    const compiled = compileScenario(spec, state, String(spec.n));
    state = compiled.moments[compiled.moments.length - 1]?.state ?? state;
    return compiled;
  });
}

let compiled: readonly CompiledStep[] | null = null;
let compiledWithReplies: readonly CompiledStep[] | null = null;

/** The five steps, compiled once, on first use rather than on import; with replies, if asked. */
export function timeline(reply = false): readonly CompiledStep[] {
  compiled ??= compileAll();
  if (!reply) return compiled;
  compiledWithReplies ??= compiled.map(withReplies);
  return compiledWithReplies;
}

export { NoRouteError };
