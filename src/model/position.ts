import { STEPS, STEP_NUMBERS, type StepNumber } from './steps';
import { timeline, type CompiledStep, type Position } from './timeline';

// Where a position is on the story: each step's length, the whole timeline's, and the
// arithmetic between a step's own time and the story's. Asked every frame by the clock and the
// scrubber, so it reads lengths and compiles nothing it need not.

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
