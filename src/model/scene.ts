import type { ClusterState } from './state';
import type { NodeName } from './cluster';
import { clampPosition, compiledStep } from './position';
import { nodePortHop, type Route } from './routing';
import { type Scenario, type SignalSpec, type StepNumber } from './steps';
import {
  HIGHLIGHT_SECONDS,
  SETTLE_SECONDS,
  type CompiledPacket,
  type CompiledStep,
  type Moment,
  type Position,
} from './timeline';

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
