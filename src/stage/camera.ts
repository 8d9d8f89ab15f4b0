import type { NodeName } from '../model/cluster';
import { sceneIn, type Scene } from '../model/scene';
import type { Scenario } from '../model/steps';
import type { CompiledStep } from '../model/timeline';
import { pointAlong, signalPath, type Box, type Plan } from './layout';
import { packetPoint } from './Packets';

// A plan taller than its screen (a phone's) is seen through a window that follows the story:
// the packet or signal while one travels, else the box the latest change was made to. Where the
// window stands is a function of the position, as everything on the stage is: it eases from one
// subject to the next over PAN_SECONDS after the next begins, so seeking lands where playing would.

/** How long the window takes to move to something new. */
export const PAN_SECONDS = 0.8;

/** What the window follows from `at` on: where it is in a scene, or null once it has gone. */
interface Subject {
  readonly at: number;
  readonly end: number;
  readonly y: (s: Scene) => number | null;
}

const middle = (b: Box) => b.y + b.h / 2;

/** The box a changed field is drawn in. */
function boxOf(plan: Plan, path: string, step: CompiledStep<Scenario>): Box | null {
  if (path.startsWith('service.') || path.startsWith('annotation:')) return plan.service;
  if (path.startsWith('endpoint:')) return plan.slice;
  if (path.startsWith('group:') || path.startsWith('target:')) return plan.balancer;
  if (path.startsWith('pod:')) {
    const name = path.slice('pod:'.length).split('.')[0];
    const pods = [step.opening, ...step.moments.map((m) => m.state)].flatMap((c) => c.pods);
    const node: NodeName | undefined = pods.find((p) => p.spec.name === name)?.spec.node;
    return node ? plan.nodes[node] : null;
  }
  return null;
}

/** Everything the window follows in a step, in the order they begin. */
function subjectsOf(plan: Plan, step: CompiledStep<Scenario>, still: boolean): Subject[] {
  const subjects: Subject[] = [];
  for (const m of step.moments) {
    const box = m.changed.map((p) => boxOf(plan, p, step)).find((b) => b !== null);
    if (box) subjects.push({ at: m.at, end: m.at, y: () => middle(box) });
  }
  for (const p of step.packets)
    subjects.push({ at: p.start, end: p.end, y: (s) => packetPoint(plan, s, p.id, still)?.y ?? null });
  for (const signal of step.signals) {
    const path = signalPath(plan, signal.spec.from);
    subjects.push({
      at: signal.start,
      end: signal.end,
      y: (s) => {
        const on = s.signals.find((q) => q.id === signal.id);
        return on ? pointAlong(path, still ? 0 : on.progress).y : null;
      },
    });
  }
  return subjects.sort((a, b) => a.at - b.at);
}

/** The window's top that puts `y` in the middle of what it shows, kept inside the drawing. */
function topFor(plan: Plan, y: number): number {
  const camera = plan.camera;
  if (!camera) return 0;
  const shown = camera.window - camera.strip;
  return Math.min(Math.max(y - shown / 2, 0), camera.drawing - shown);
}

const smooth = (f: number) => f * f * (3 - 2 * f);
const JUST_BEFORE = 1e-6;

/**
 * Which subject the window follows at `t`: the latest packet or signal to set off of those still
 * travelling, else the latest thing to have begun; -1 before anything has.
 */
function followed(subjects: readonly Subject[], t: number): number {
  let moving = -1;
  let latest = -1;
  subjects.forEach((s, i) => {
    if (s.at > t) return;
    latest = i;
    if (t < s.end) moving = i;
  });
  return moving >= 0 ? moving : latest;
}

/**
 * Where the window stands in a step, as a function of the scene: the top of the part of the
 * drawing it shows. Worked out once a step (when it changes subject, and where from), then
 * cheap enough for every frame.
 */
export function cameraOf(plan: Plan, step: CompiledStep<Scenario>, still: boolean): (s: Scene) => number {
  const subjects = subjectsOf(plan, step, still);
  const sceneAt = (t: number) => sceneIn(step, { step: 1, t: Math.min(Math.max(t, 0), step.duration) });
  // Where a subject that has gone was last seen; the window stays there until the next begins.
  const last = subjects.map((s) => {
    const y = s.y(sceneAt(s.end - JUST_BEFORE)) ?? s.y(sceneAt(s.at));
    return topFor(plan, y ?? 0);
  });
  const targetOf = (i: number, s: Scene): number => {
    const y = subjects[i]?.y(s);
    return y === null || y === undefined ? (last[i] ?? 0) : topFor(plan, y);
  };
  // Each change of subject: when, which, and the window's top just before, where it pans from.
  const bounds = [...new Set(subjects.flatMap((s) => [s.at, s.end]))].sort((a, b) => a - b);
  const changes: { t: number; subject: number; from: number }[] = [];
  const at = (s: Scene): number => {
    const t = s.position.t;
    let k = -1;
    while (k + 1 < changes.length && (changes[k + 1]?.t ?? Infinity) <= t) k++;
    const change = changes[k];
    if (!change) return opening;
    const f = still ? 1 : Math.min(1, (t - change.t) / PAN_SECONDS);
    return change.from + (targetOf(change.subject, s) - change.from) * smooth(f);
  };
  const first = followed(subjects, bounds[0] ?? 0);
  const opening = first >= 0 ? targetOf(first, sceneAt(bounds[0] ?? 0)) : topFor(plan, 0);
  for (const t of bounds) {
    const subject = followed(subjects, t);
    if (subject < 0 || subject === changes.at(-1)?.subject) continue;
    changes.push({ t, subject, from: changes.length === 0 ? opening : at(sceneAt(t - JUST_BEFORE)) });
  }
  return at;
}
