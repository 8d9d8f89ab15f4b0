import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StepNumber } from '../model/steps';
import { sceneAt, type Scene } from '../model/scene';
import { STEP_COUNT, clampPosition, durationOf, fromGlobal, stepStart, toGlobal } from '../model/position';
import { isTheme, type HostScheme, type Theme, isStepNumber, isSpeed } from '../model/settings';
import type { Position } from '../model/timeline';
import { transportActions, type Line, type TransportActions, type TransportState } from './transport';

export { SPEEDS, isTheme, type Speed, type Theme } from '../model/settings';

export interface PlayerState extends TransportState {
  /** Stop at the end of every step until Next, Space or a clicker continues. */
  readonly pauseAtSteps: boolean;
  /** The presenter view: the player fills the screen. */
  readonly presenting: boolean;
  /** Whether the ledger also lists the reply. */
  readonly showReply: boolean;
  /** In an embed, whether the ledger and the object panels are shown. */
  readonly showDetails: boolean;
  /** `auto` follows the host page's scheme (hostScheme) where it declares one, else the reader's. */
  readonly theme: Theme;
  /**
   * The light or dark scheme the page around an embed declares (its computed `color-scheme`), or
   * null where it declares neither: what `auto` follows before the reader's system preference.
   */
  readonly hostScheme: HostScheme | null;
  /** The keyboard shortcuts dialog. */
  readonly showHelp: boolean;
  /** The presenter view's blank screen, as a clicker's B or "." gives in slide software. */
  readonly blank: boolean;
  /**
   * What moved the position last: the clock, a person stepping (worth a history entry), or a
   * person scrubbing (not worth one per frame).
   */
  readonly cause: 'clock' | 'user' | 'scrub';
  /** What is on screen at this position: derived from step and t here, once per change. */
  readonly scene: Scene;
}

export interface PlayerActions extends TransportActions {
  /** Seeks to the start of a step and plays on from there. */
  playFrom(step: number): void;
  /**
   * The next step's start. With "pause at each step" on, it also plays, as a clicker expects,
   * and a step paused at its start plays first.
   */
  next(): void;
  /** The previous step's start; with "pause at each step" on, this step's start first. */
  previous(): void;
  setPauseAtSteps(on: boolean): void;
  /** Enters or leaves the presenter view, which pauses at each step unless told otherwise. */
  setPresenting(on: boolean): void;
  setShowReply(show: boolean): void;
  setShowDetails(show: boolean): void;
  setTheme(theme: string): void;
  setHostScheme(scheme: HostScheme | null): void;
  setShowHelp(show: boolean): void;
  /** Blanks the presenter view's screen, pausing, or shows it again (still paused). */
  setBlank(on: boolean): void;
  /**
   * Takes another window's position and the settings its clock runs by, as one change: the
   * speaker view and the presenter's player stay in step (app/talkLink.lazy.ts).
   */
  follow(p: Pick<PlayerState, 'step' | 't' | 'playing' | 'speed' | 'pauseAtSteps' | 'showReply'>): void;
}

export type Player = PlayerState & PlayerActions;
export type PlayerStore = StoreApi<Player>;

/**
 * Where "back" goes: this step's start, or the step before when already within half a second of
 * it, as a media player's Previous does. A step just begun playing is not restarted forever.
 */
export const backTo = (s: Position): StepNumber =>
  s.t > 0.5 ? s.step : (Math.max(1, s.step - 1) as StepNumber);

/**
 * Whether Next plays this step rather than show the next one: with pause at each step on, a
 * step waiting paused at its start (a clicker's first press, or after a jump or Previous).
 */
export const playsBeforeNext = (s: Pick<PlayerState, 'pauseAtSteps' | 'playing' | 't'>) =>
  s.pauseAtSteps && !s.playing && s.t === 0;

/** The scheme the player is drawn in: the reader's choice, else the host page's, else `auto` (the system's). */
export const shownTheme = (s: Pick<PlayerState, 'theme' | 'hostScheme'>): Theme =>
  s.theme === 'auto' ? (s.hostScheme ?? 'auto') : s.theme;

// With the reply shown, steps whose requests have replies last longer (model/timeline.ts).
export const atEnd = (s: Position, reply = false) =>
  s.step === STEP_COUNT && s.t >= durationOf(s.step, reply);
const atStepEnd = (s: Position, reply: boolean) => s.t >= durationOf(s.step, reply);

/** Where the story's position is, for a change that moves it: what the transport and the stage read. */
const placed = (step: StepNumber, t: number, reply: boolean) => ({
  t,
  scene: sceneAt(step, t, reply),
  duration: durationOf(step, reply),
  ended: atEnd({ step, t }, reply),
});

/** How the story plays: step after step, each stopped at with pause at each step on. */
const story: Line<PlayerState> = {
  playFrom(s) {
    // Play at the very end starts the story again, as a video player does (not a step a
    // reader took, so no history entry); at the end of a step it goes on with the next one.
    if (atEnd(s, s.showReply)) return { step: 1, t: 0, cause: 'clock' };
    if (atStepEnd(s, s.showReply)) return story.at(s, s.step + 1, 0) ?? {};
    return {};
  },
  at(s, step, t) {
    if (!isStepNumber(step)) return null;
    const p = clampPosition(step, t, s.showReply);
    return { step: p.step, t: p.t, cause: 'user' };
  },
  atGlobal: (s, seconds) => ({ ...fromGlobal(seconds, s.showReply), cause: 'scrub' }),
  advance(s, dt) {
    const reply = s.showReply;
    const to = toGlobal(s, reply) + dt;
    const stepEnd = stepStart(s.step, reply) + durationOf(s.step, reply);
    if (s.pauseAtSteps && to >= stepEnd)
      return { t: durationOf(s.step, reply), playing: false, cause: 'clock' };
    const p = fromGlobal(to, reply);
    return { ...p, playing: !atEnd(p, reply), cause: 'clock' };
  },
};

export function createPlayerStore(
  initial: Partial<Omit<PlayerState, 'scene' | 'duration' | 'ended'>> = {},
): PlayerStore {
  const start = clampPosition(initial.step ?? 1, initial.t ?? 0, initial.showReply ?? false);
  // The page's own choice, to come back to when the presenter view closes.
  let pauseAtStepsOnPage = initial.pauseAtSteps ?? false;
  return createStore<Player>()((setState, get) => {
    // Every change goes through here, so the scene follows the position in one place per store.
    const set = (patch: Partial<PlayerState>) => {
      const s = get();
      const step = patch.step ?? s.step;
      const reply = patch.showReply ?? s.showReply;
      // Hiding the reply shortens a step: a position in its reply's time goes to the step's end.
      const t = clampPosition(step, patch.t ?? s.t, reply).t;
      const same = step === s.step && t === s.t && reply === s.showReply;
      setState(same ? patch : { ...patch, ...placed(step, t, reply) });
    };
    // A seek and whatever else changes with it, as one change: a listener (the announcer, the
    // URL) sees "step 2, playing" once, not step 2 paused and then playing.
    const seekTo = (step: number, t = 0, also: Partial<PlayerState> = {}) => {
      const p = story.at(get(), step, t);
      if (p) set({ ...p, ...also });
    };
    return {
      ...transportActions(set, get, story),
      step: start.step,
      playing: initial.playing ?? false,
      speed: initial.speed ?? 1,
      pauseAtSteps: initial.pauseAtSteps ?? false,
      presenting: initial.presenting ?? false,
      showReply: initial.showReply ?? false,
      showDetails: initial.showDetails ?? false,
      theme: initial.theme ?? 'auto',
      hostScheme: initial.hostScheme ?? null,
      reduceMotion: initial.reduceMotion ?? null,
      showHelp: false,
      blank: false,
      cause: 'user',
      ...placed(start.step, start.t, initial.showReply ?? false),
      playFrom(step) {
        seekTo(step, 0, { playing: true });
      },
      next() {
        const s = get();
        if (playsBeforeNext(s)) set({ playing: true });
        else if (s.step < STEP_COUNT) seekTo(s.step + 1, 0, s.pauseAtSteps ? { playing: true } : {});
        else seekTo(s.step, durationOf(s.step, s.showReply), { playing: false });
      },
      previous() {
        const s = get();
        // Stepping through a talk, Previous goes back to this step's start first, so that
        // Previous then Next plays this step again.
        seekTo(s.pauseAtSteps ? backTo(s) : Math.max(1, s.step - 1), 0);
      },
      setPauseAtSteps(on) {
        if (!get().presenting) pauseAtStepsOnPage = on;
        set({ pauseAtSteps: on });
      },
      setPresenting(on) {
        if (on === get().presenting) return;
        set({ presenting: on, pauseAtSteps: on ? true : pauseAtStepsOnPage, blank: false });
      },
      setShowReply(show) {
        set({ showReply: show });
      },
      setShowDetails(show) {
        set({ showDetails: show });
      },
      setTheme(theme) {
        if (isTheme(theme)) set({ theme });
      },
      setHostScheme(scheme) {
        if (scheme !== get().hostScheme) set({ hostScheme: scheme });
      },
      setShowHelp(show) {
        set({ showHelp: show });
      },
      setBlank(on) {
        if (on && !get().presenting) return;
        set(on ? { blank: true, playing: false } : { blank: false });
      },
      follow(p) {
        if (!isStepNumber(p.step) || !isSpeed(p.speed)) return;
        if (!get().presenting) pauseAtStepsOnPage = p.pauseAtSteps;
        const { step, t, playing, speed, pauseAtSteps, showReply } = p;
        set({ step, t, playing, speed, pauseAtSteps, showReply, cause: 'user' });
      },
    };
  });
}
