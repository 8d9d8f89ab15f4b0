import type { ClusterState, Target, TargetType } from './state';
import type { NodeName } from './cluster';
import { nodePortHop, type Route } from './routing';
import { STEPS, STEP_NUMBERS, type Scenario, type SignalSpec, type StepNumber } from './steps';
import {
  FADE_IN_SECONDS,
  HIGHLIGHT_SECONDS,
  SETTLE_SECONDS,
  timeline,
  type CompiledPacket,
  type CompiledStep,
  type Moment,
  type Position,
} from './timeline';

export const STEP_COUNT = STEPS.length;

/**
 * A step as compiled: with `reply`, every request's reply travels back after it, on the stage
 * and in the timeline, and the step lasts until the reply has arrived.
 */
export function compiledStep(step: StepNumber, reply = false): CompiledStep {
  const s = timeline(reply)[step - 1];
  if (!s) throw new RangeError(`no step ${step}`);
  return s;
}

// Without replies, from the steps as written, so that reading a duration compiles nothing; with
// them, read once from the compiled steps. Asked every frame by the clock and the scrubber.
const WRITTEN: readonly number[] = STEPS.map((s) => s.duration);
let withReplies: readonly number[] | null = null;
const durations = (reply: boolean): readonly number[] =>
  reply ? (withReplies ??= timeline(true).map((s) => s.duration)) : WRITTEN;

export function durationOf(step: StepNumber, reply = false): number {
  const d = durations(reply)[step - 1];
  if (d === undefined) throw new RangeError(`no step ${step}`);
  return d;
}

/** The whole story's length, without replies. */
export const TOTAL_SECONDS = STEPS.reduce((sum, s) => sum + s.duration, 0);

export function totalSeconds(reply = false): number {
  return durations(reply).reduce((sum, d) => sum + d, 0);
}

/** Seconds from the start of step 1 to the start of this step. */
export function stepStart(step: StepNumber, reply = false): number {
  return durations(reply)
    .slice(0, step - 1)
    .reduce((sum, d) => sum + d, 0);
}

export function toGlobal(p: Position, reply = false): number {
  return stepStart(p.step, reply) + p.t;
}

export function isStepNumber(n: number): n is StepNumber {
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT;
}

/** The position of a time on the whole timeline, clamped to it. A step boundary belongs to the later step. */
export function fromGlobal(g: number, reply = false): Position {
  const clamped = Math.min(Math.max(Number.isFinite(g) ? g : 0, 0), totalSeconds(reply));
  const ds = durations(reply);
  let start = 0;
  for (const n of STEP_NUMBERS) {
    const d = ds[n - 1] ?? 0;
    if (clamped < start + d || n === STEP_COUNT) return { step: n, t: Math.min(clamped - start, d) };
    start += d;
  }
  return { step: 1, t: 0 };
}

/** When the step's first packet or signal sets off, or null if nothing travels in it. */
export function firstTrafficAt(step: StepNumber): number | null {
  const { packets, signals } = compiledStep(step);
  const first = Math.min(packets[0]?.start ?? Infinity, signals[0]?.start ?? Infinity);
  return Number.isFinite(first) ? first : null;
}

export function clampPosition(step: StepNumber, t: number, reply = false): Position {
  return { step, t: Math.min(Math.max(Number.isFinite(t) ? t : 0, 0), durationOf(step, reply)) };
}

export interface PacketScene {
  readonly id: string;
  readonly route: Route;
  readonly reply: Route | null;
  /** The hop whose outgoing header is on the wire now (or where the packet rests). */
  readonly hop: number;
  /** The hop it travels to, or null while it rests at `hop`. */
  readonly toward: number | null;
  /** 0..1 along the way from `hop` to `toward`. */
  readonly progress: number;
  /** True while resting at a hop that rewrites it. */
  readonly rewriting: boolean;
  readonly arrived: boolean;
}

export interface SignalScene {
  readonly id: string;
  readonly spec: SignalSpec;
  readonly progress: number;
}

export interface Scene {
  readonly position: Position;
  /** What plays: one of the story's steps, or a what-if of the explorer. */
  readonly step: CompiledStep<Scenario>;
  /** The cluster at this moment; the same object for every position between two moments. */
  readonly state: ClusterState;
  /** The latest moment that said something, or null before the first. */
  readonly said: Moment | null;
  /** Fields changed within the last HIGHLIGHT_SECONDS, with seconds since the change. */
  readonly changed: ReadonlyMap<string, number>;
  /** The latest moment that changed something, while what it changed is still settling. */
  readonly settling: Moment | null;
  readonly packets: readonly PacketScene[];
  readonly signals: readonly SignalScene[];
}

function packetAt(p: CompiledPacket, t: number): PacketScene | null {
  if (t < p.start || t >= p.end) return null;
  const { id, route, reply } = p;
  const last = route.hops.length - 1;
  for (let i = 0; i < last; i++) {
    const depart = p.depart[i] ?? 0;
    const nextArrive = p.arrive[i + 1] ?? 0;
    if (t < depart) {
      const rewriting = route.hops[i]?.rewrites.length !== 0;
      return { id, route, reply, hop: i, toward: null, progress: 0, rewriting, arrived: false };
    }
    if (t < nextArrive) {
      const progress = (t - depart) / (nextArrive - depart);
      return { id, route, reply, hop: i, toward: i + 1, progress, rewriting: false, arrived: false };
    }
  }
  return { id, route, reply, hop: last, toward: null, progress: 0, rewriting: false, arrived: true };
}

/**
 * Every value a scene's `said` takes in this step, in order: null first if the step says nothing
 * at its start.
 */
export function sayingsOf(step: CompiledStep<Scenario>): readonly (Moment | null)[] {
  const moments = step.moments.filter((m) => m.says);
  return moments[0]?.at === 0 ? moments : [null, ...moments];
}

/**
 * What is on screen at a position: a pure function of (step, t). Discrete parts are shared
 * snapshot objects, so equal moments give identical references; only the packets, signals and
 * highlight ages vary continuously.
 */
export function sceneAt(step: StepNumber, t: number, reply = false): Scene {
  const position = clampPosition(step, t, reply);
  return sceneIn(compiledStep(step, reply), position);
}

/** What is on screen at a position of any compiled scenario (its step number is only carried). */
export function sceneIn(compiled: CompiledStep<Scenario>, position: Position): Scene {
  const past = compiled.moments.filter((m) => m.at <= position.t);
  const latest = past[past.length - 1];
  const lastChange = past.filter((m) => m.changed.length > 0).pop();
  const changed = new Map<string, number>();
  for (const m of past) {
    const age = position.t - m.at;
    if (age < HIGHLIGHT_SECONDS) for (const path of m.changed) changed.set(path, age);
  }
  return {
    position,
    step: compiled,
    state: latest?.state ?? compiled.opening,
    said: past.filter((m) => m.says).pop() ?? null,
    changed,
    settling: lastChange && position.t - lastChange.at < SETTLE_SECONDS ? lastChange : null,
    packets: compiled.packets.flatMap((p) => packetAt(p, position.t) ?? []),
    signals: compiled.signals
      .filter((s) => position.t >= s.start && position.t < s.end)
      .map((s) => ({ id: s.id, spec: s.spec, progress: (position.t - s.start) / (s.end - s.start) })),
  };
}

/**
 * The id of the packet on stage that has been through this Node's node port, and so through
 * kube-proxy's rewrite there; '' when none has.
 */
export function throughNodePort(s: Scene, node: NodeName): string {
  const p = s.packets.find((q) => {
    const at = nodePortHop(q.route, node);
    return at >= 0 && q.hop >= at;
  });
  return p?.id ?? '';
}

/** A packet of what plays now by its id, wherever it is in its timeline. */
export function findPacket(s: Scene, id: string): CompiledPacket | undefined {
  return s.step.packets.find((q) => q.id === id);
}

export interface PacketFocus {
  readonly packet: CompiledPacket;
  /** The hop the packet is at (or has just left) now; null when it is not on stage. */
  readonly hop: number | null;
  /** `arrived`: on stage still, resting at its last hop; `after`: gone from the stage. */
  readonly when: 'before' | 'travelling' | 'arrived' | 'after';
  /** While its reply is on stage: the hop of the reply. */
  readonly replyHop?: number;
}

/**
 * The connection a reader should be reading about at this position: the one on stage (a reply
 * stands for its request, delivered), else the one this step sent last, else the one it is
 * about to send. Null in a step without packets.
 */
export function packetInFocus(scene: Scene): PacketFocus | null {
  const live = scene.packets[0];
  const all = scene.step.packets;
  const sent = all.filter((p) => !p.of);
  if (live) {
    const packet = all.find((p) => p.id === live.id);
    const request = packet?.of ? sent.find((p) => p.id === packet.of) : undefined;
    if (request) return { packet: request, hop: null, when: 'after', replyHop: live.hop };
    if (packet) return { packet, hop: live.hop, when: live.arrived ? 'arrived' : 'travelling' };
  }
  const t = scene.position.t;
  let last: CompiledPacket | undefined;
  for (const p of sent) if (p.start <= t) last = p;
  if (last) return { packet: last, hop: null, when: 'after' };
  const first = sent[0];
  return first ? { packet: first, hop: null, when: 'before' } : null;
}

/** Opacity for something that appeared `age` seconds ago (1 when it did not just appear). */
export function fadeIn(age: number | undefined): number {
  return age === undefined ? 1 : Math.min(1, age / FADE_IN_SECONDS);
}

/** Strength of a "just changed" highlight, fading out over HIGHLIGHT_SECONDS. */
export function highlight(age: number | undefined): number {
  return age === undefined ? 0 : Math.max(0, 1 - age / HIGHLIGHT_SECONDS);
}

/** How far (0..1) the latest change has settled; 1 when nothing is settling. */
export function settled(s: Scene): number {
  return s.settling ? Math.min(1, (s.position.t - s.settling.at) / SETTLE_SECONDS) : 1;
}

/**
 * A list as drawn now: what is in it, plus what the settling moment just took out of it (so it
 * can fade), each with the slot it slides from and to.
 */
export interface ListEntry<T> {
  readonly item: T;
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly leaving: boolean;
}

/**
 * What a list held before the moment that is settling now, if that moment changed it; null when
 * the list is still. A moment that changes another list leaves this one alone, so the same
 * array comes back, and whoever draws it need not draw it again.
 */
export function listBefore<T>(s: Scene, list: (c: ClusterState) => readonly T[]): readonly T[] | null {
  const m = s.settling;
  if (!m) return null;
  const before = list(m.before);
  return before === list(m.state) ? null : before;
}

/** The entries of a list as drawn: `now`, and what left it since `before` (null: nothing did). */
export function listWithLeaving<T>(
  now: readonly T[],
  previous: readonly T[] | null,
  key: (item: T) => string,
): ListEntry<T>[] {
  const before = previous ?? now;
  const nowKeys = now.map(key);
  const beforeKeys = before.map(key);
  const entries: ListEntry<T>[] = now.map((item, i) => {
    const k = nowKeys[i] ?? '';
    const was = beforeKeys.indexOf(k);
    return { item, key: k, from: was < 0 ? i : was, to: i, leaving: false };
  });
  before.forEach((item, i) => {
    const k = beforeKeys[i] ?? '';
    if (!nowKeys.includes(k)) entries.push({ item, key: k, from: i, to: i, leaving: true });
  });
  return entries;
}

/** A row of the balancer's list as drawn: a target group's heading, or one of its targets. */
export type BalancerRow =
  | { readonly kind: 'group'; readonly type: TargetType; readonly listener: boolean }
  | { readonly kind: 'target'; readonly target: Target };

/** The balancer's list: each target group's heading, then its targets. */
export function balancerRows(c: Pick<ClusterState, 'groups' | 'listener'>): BalancerRow[] {
  return c.groups.flatMap((g) => [
    { kind: 'group' as const, type: g.type, listener: c.listener === g.type },
    ...g.targets.map((target) => ({ kind: 'target' as const, target })),
  ]);
}

export const balancerRowKey = (r: BalancerRow): string =>
  r.kind === 'group' ? `group:${r.type}` : `target:${r.target.id}`;

/** The cluster before the moment settling now, when that moment changed the balancer's groups. */
export function groupsChangedFrom(s: Scene): ClusterState | null {
  return listBefore(s, (c) => c.groups) ? (s.settling?.before ?? null) : null;
}
