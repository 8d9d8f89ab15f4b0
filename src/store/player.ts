import { createStore, type StoreApi } from 'zustand/vanilla';
import { STEP_COUNT, clampPosition, durationOf, fromGlobal, isStepNumber, toGlobal } from '../model/scene';
import type { StepNumber } from '../model/steps';
import type { Position } from '../model/timeline';

/**
 * The longest frame the clock will take at once. A hidden tab or a sleeping laptop hands
 * requestAnimationFrame a huge gap on return; playing on from where it was is what a reader
 * expects, not a jump.
 */
export const MAX_FRAME_SECONDS = 0.1;

export const SPEEDS = [0.5, 1, 1.5, 2] as const;
export type Speed = (typeof SPEEDS)[number];

export interface PlayerState {
  readonly step: StepNumber;
  /** Seconds into the step. */
  readonly t: number;
  readonly playing: boolean;
  readonly speed: Speed;
  /** Whether the ledger also lists the reply. */
  readonly showReply: boolean;
}

export interface PlayerActions {
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** Sets the position; never replays anything. Keeps playing or paused as it was. */
  seek(step: number, t?: number): void;
  /** Seeks to the start of a step and plays on from there. */
  playFrom(step: number): void;
  next(): void;
  previous(): void;
  restart(): void;
  setShowReply(show: boolean): void;
  /** Advances the clock by real seconds; the only place time moves. */
  tick(seconds: number): void;
}

export type Player = PlayerState & PlayerActions;
export type PlayerStore = StoreApi<Player>;

const atEnd = (s: Position) => s.step === STEP_COUNT && s.t >= durationOf(s.step);

export function createPlayerStore(initial: Partial<PlayerState> = {}): PlayerStore {
  const start = clampPosition(initial.step ?? 1, initial.t ?? 0);
  return createStore<Player>()((set, get) => {
    const seekTo = (step: number, t = 0) => {
      if (!isStepNumber(step)) return;
      const p = clampPosition(step, t);
      set({ step: p.step, t: p.t });
    };
    return {
      step: start.step,
      t: start.t,
      playing: initial.playing ?? false,
      speed: initial.speed ?? 1,
      showReply: initial.showReply ?? false,
      play() {
        // Play at the very end starts the story again, as a video player does.
        if (atEnd(get())) set({ step: 1, t: 0 });
        set({ playing: true });
      },
      pause() {
        set({ playing: false });
      },
      togglePlay() {
        if (get().playing) get().pause();
        else get().play();
      },
      seek: seekTo,
      playFrom(step) {
        if (!isStepNumber(step)) return;
        seekTo(step, 0);
        set({ playing: true });
      },
      next() {
        const { step } = get();
        if (step < STEP_COUNT) seekTo(step + 1, 0);
        else seekTo(step, durationOf(step));
      },
      previous() {
        const { step } = get();
        seekTo(Math.max(1, step - 1), 0);
      },
      restart() {
        seekTo(1, 0);
      },
      setShowReply(show) {
        set({ showReply: show });
      },
      tick(seconds) {
        const s = get();
        if (!s.playing || !(seconds > 0)) return;
        const dt = Math.min(seconds, MAX_FRAME_SECONDS) * s.speed;
        const p = fromGlobal(toGlobal(s) + dt);
        if (atEnd(p)) set({ ...p, playing: false });
        else set(p);
      },
    };
  });
}
