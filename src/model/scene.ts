import type { ClusterState } from './state';
import type { NodeName } from './cluster';
import { nodePortHop, type Route } from './routing';
import { STEPS, type SignalSpec, type StepNumber } from './steps';
import {
  HIGHLIGHT_SECONDS,
  SETTLE_SECONDS,
  timeline,
  type CompiledPacket,
  type CompiledStep,
  type Moment,
  type Position,
} from './timeline';

export const STEP_COUNT = STEPS.length;

export function compiledStep(step: StepNumber): CompiledStep {
  const s = timeline()[step - 1];
  if (!s) throw new RangeError(`no step ${step}`);
  return s;
}

// From the steps as written, so that reading a duration compiles nothing.
export function durationOf(step: StepNumber): number {
  const spec = STEPS[step - 1];
  if (!spec) throw new RangeError(`no step ${step}`);
  return spec.duration;
}

export const TOTAL_SECONDS = STEPS.reduce((sum, s) => sum + s.duration, 0);

const STARTS = STEPS.map((_, i) => STEPS.slice(0, i).reduce((sum, s) => sum + s.duration, 0));

/** Seconds from the start of step 1 to the start of this step. */
export function stepStart(step: StepNumber): number {
  return STARTS[step - 1] ?? 0;
}

export function toGlobal(p: Position): number {
  return stepStart(p.step) + p.t;
}

export function isStepNumber(n: number): n is StepNumber {
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT;
}

/** The position of a time on the whole timeline, clamped to it. A step boundary belongs to the later step. */
export function fromGlobal(g: number): Position {
  const clamped = Math.min(Math.max(Number.isFinite(g) ? g : 0, 0), TOTAL_SECONDS);
  // Each tick asks: an index loop over the step starts, no iterator.
  for (let i = 0; i < STEPS.length; i++) {
    const spec = STEPS[i];
    const start = STARTS[i] ?? 0;
    if (spec && (clamped < start + spec.duration || spec.n === STEP_COUNT))
      return { step: spec.n, t: Math.min(clamped - start, spec.duration) };
  }
  return { step: 1, t: 0 };
}

/** When the step's first packet or signal sets off, or null if nothing travels in it. */
export function firstTrafficAt(step: StepNumber): number | null {
  const { packets, signals } = compiledStep(step);
  const first = Math.min(packets[0]?.start ?? Infinity, signals[0]?.start ?? Infinity);
  return Number.isFinite(first) ? first : null;
}

export function clampPosition(step: StepNumber, t: number): Position {
  return { step, t: Math.min(Math.max(Number.isFinite(t) ? t : 0, 0), durationOf(step)) };
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
  readonly step: CompiledStep;
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
export function sayingsOf(step: CompiledStep): readonly (Moment | null)[] {
  const moments = step.moments.filter((m) => m.says);
  return moments[0]?.at === 0 ? moments : [null, ...moments];
}

const NOTHING_CHANGED: ReadonlyMap<string, number> = new Map();
const NONE: readonly never[] = [];

/**
 * What is on screen at a position: a pure function of (step, t). Discrete parts are shared
 * snapshot objects, so equal moments give identical references; only the packets, signals and
 * highlight ages vary continuously.
 */
export function sceneAt(step: StepNumber, t: number): Scene {
  const position = clampPosition(step, t);
  const compiled = compiledStep(step);
  let state = compiled.opening;
  let said: Moment | null = null;
  let settling: Moment | null = null;
  // Most positions highlight nothing, and this runs every frame: no map (or list) unless
  // there is something in it.
  let changed: Map<string, number> | null = null;
  // Index loops, not iterators or flatMap: this runs once a frame, and every array and
  // iterator result it allocates brings the next garbage collection closer.
  const { moments } = compiled;
  for (let i = 0; i < moments.length; i++) {
    const m = moments[i];
    if (!m || m.at > position.t) break;
    state = m.state;
    if (m.says) said = m;
    if (m.changed.length > 0) settling = position.t - m.at < SETTLE_SECONDS ? m : null;
    const age = position.t - m.at;
    if (age < HIGHLIGHT_SECONDS)
      for (let j = 0; j < m.changed.length; j++) (changed ??= new Map()).set(m.changed[j] ?? '', age);
  }
  let packets: PacketScene[] | null = null;
  for (let i = 0; i < compiled.packets.length; i++) {
    const p = compiled.packets[i];
    const at = p && packetAt(p, position.t);
    if (at) (packets ??= []).push(at);
  }
  let signals: SignalScene[] | null = null;
  for (let i = 0; i < compiled.signals.length; i++) {
    const s = compiled.signals[i];
    if (s && position.t >= s.start && position.t < s.end)
      (signals ??= []).push({ id: s.id, spec: s.spec, progress: (position.t - s.start) / (s.end - s.start) });
  }
  return {
    position,
    step: compiled,
    state,
    said,
    changed: changed ?? NOTHING_CHANGED,
    settling,
    packets: packets ?? NONE,
    signals: signals ?? NONE,
  };
}

let cacheStep = 0;
let cacheT = Number.NaN;
let cacheScene: Scene | null = null;

/**
 * sceneAt for many readers of one position per frame: computed once. Every subscribed
 * component asks on every frame, so the check allocates nothing.
 */
export function sceneAtCached(step: StepNumber, t: number): Scene {
  if (cacheScene && step === cacheStep && t === cacheT) return cacheScene;
  cacheStep = step;
  cacheT = t;
  cacheScene = sceneAt(step, t);
  return cacheScene;
}

/**
 * The id of the packet on stage that has been through this Node's node port, and so through
 * kube-proxy's rewrite there; '' when none has. Its own id string, so that a reader asking every
 * frame builds nothing.
 */
export function throughNodePort(s: Scene, node: NodeName): string {
  for (let i = 0; i < s.packets.length; i++) {
    const p = s.packets[i];
    const at = p ? nodePortHop(p.route, node) : -1;
    if (p && at >= 0 && p.hop >= at) return p.id;
  }
  return '';
}

/** A packet of the story by its id, wherever it is in the timeline. */
export function findPacket(id: string): CompiledPacket | undefined {
  for (const s of timeline()) {
    const p = s.packets.find((q) => q.id === id);
    if (p) return p;
  }
  return undefined;
}

export interface PacketFocus {
  readonly packet: CompiledPacket;
  /** The hop the packet is at (or has just left) now; null when it is not on stage. */
  readonly hop: number | null;
  /** `arrived`: on stage still, resting at its last hop; `after`: gone from the stage. */
  readonly when: 'before' | 'travelling' | 'arrived' | 'after';
}

/**
 * The packet a reader should be reading about at this position: the one on stage, else the
 * one this step sent last, else the one it is about to send. Null in a step without packets.
 */
export function packetInFocus(scene: Scene): PacketFocus | null {
  const live = scene.packets[0];
  const all = scene.step.packets;
  if (live) {
    const packet = all.find((p) => p.id === live.id);
    if (packet) return { packet, hop: live.hop, when: live.arrived ? 'arrived' : 'travelling' };
  }
  const t = scene.position.t;
  let last: CompiledPacket | undefined;
  for (const p of all) if (p.start <= t) last = p;
  if (last) return { packet: last, hop: null, when: 'after' };
  const first = all[0];
  return first ? { packet: first, hop: null, when: 'before' } : null;
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
