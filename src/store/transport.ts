import type { StoreApi } from 'zustand/vanilla';
import type { StepNumber } from '../model/steps';
import { SPEEDS, isSpeed, type Speed } from '../model/settings';

/**
 * The longest frame the clock will take at once. A hidden tab or a sleeping laptop hands
 * requestAnimationFrame a huge gap on return; playing on from where it was is what a reader
 * expects, not a jump.
 */
export const MAX_FRAME_SECONDS = 0.1;

/**
 * What plays, whatever it is: the five steps of the story, or the explorer's lanes on their one
 * clock. A host, the keys, the controls and the clock all drive it through this and nothing else.
 */
export interface TransportState {
  /** The step playing; the explorer's one clock has no steps, and is always at the first. */
  readonly step: StepNumber;
  /** Seconds into the step. */
  readonly t: number;
  readonly playing: boolean;
  readonly speed: Speed;
  /** Reduce motion: null follows the reader's system preference; true or false overrides it. */
  readonly reduceMotion: boolean | null;
  /** How long the step playing lasts (the explorer's: its longest lane shown). */
  readonly duration: number;
  /** Stopped at the very end of all there is to play, as a media element's `ended` is. */
  readonly ended: boolean;
}

export interface TransportActions {
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** Sets the position; never replays anything. Keeps playing or paused as it was. */
  seek(step: number, t?: number): void;
  /** Sets the position on the whole of what plays, in seconds from its start. */
  seekGlobal(seconds: number): void;
  restart(): void;
  setSpeed(speed: number): void;
  faster(): void;
  slower(): void;
  setReduceMotion(on: boolean | null): void;
  /** Advances the clock by real seconds; the only place time moves. */
  tick(seconds: number): void;
}

export type Transport = TransportState & TransportActions;
export type TransportStore = StoreApi<Transport>;
/** A transport as a host, the keys and the clock read it: its state and its changes. */
export type TransportSource = Pick<TransportStore, 'getState' | 'subscribe'>;

/**
 * How a store's position plays, which is all that sets the story and the explorer apart: each
 * returns the change to make, or null for none.
 */
export interface Line<S extends TransportState> {
  /** Where Play starts from this position. */
  playFrom(s: S): Partial<S>;
  /** The position a seek names, or null where it names none. */
  at(s: S, step: number, t: number): Partial<S> | null;
  /** The position at these seconds from the start of all there is to play. */
  atGlobal(s: S, seconds: number): Partial<S>;
  /** The position after `seconds` of playing, and whether it plays on. */
  advance(s: S, seconds: number): Partial<S>;
}

/** Playing, pausing, seeking, speed, reduced motion and the tick, once for every store that plays. */
export function transportActions<S extends TransportState>(
  set: (patch: Partial<S>) => void,
  get: () => S & TransportActions,
  line: Line<S>,
): TransportActions {
  const changeSpeed = (by: number) => {
    const i = SPEEDS.indexOf(get().speed) + by;
    const speed = SPEEDS[Math.min(Math.max(i, 0), SPEEDS.length - 1)];
    if (speed !== undefined) set({ speed } as Partial<S>);
  };
  return {
    play() {
      set({ ...line.playFrom(get()), playing: true });
    },
    pause() {
      set({ playing: false } as Partial<S>);
    },
    togglePlay() {
      if (get().playing) get().pause();
      else get().play();
    },
    seek(step, t = 0) {
      const p = line.at(get(), step, t);
      if (p) set(p);
    },
    seekGlobal(seconds) {
      if (Number.isFinite(seconds)) set(line.atGlobal(get(), seconds));
    },
    restart() {
      get().seek(1, 0);
    },
    setSpeed(speed) {
      if (isSpeed(speed)) set({ speed } as Partial<S>);
    },
    faster: () => changeSpeed(1),
    slower: () => changeSpeed(-1),
    setReduceMotion(on) {
      set({ reduceMotion: on } as Partial<S>);
    },
    tick(seconds) {
      const s = get();
      if (!s.playing || !(seconds > 0)) return;
      set(line.advance(s, Math.min(seconds, MAX_FRAME_SECONDS) * s.speed));
    },
  };
}

/**
 * What a host drives: the player's transport, or the explorer's while it is shown. The source
 * reads whichever is mounted and tells its listeners of that one's changes; a transport handed
 * over takes the other's playing with it.
 */
export interface HostTransport {
  readonly source: TransportSource;
  /** Puts this transport in the player's place until the returned function is called. */
  mount(transport: TransportStore): () => void;
}

export function createHostTransport(player: TransportStore): HostTransport {
  let current: TransportStore = player;
  const listeners = new Set<(now: Transport, prev: Transport) => void>();
  const listen = () => current.subscribe((now, prev) => listeners.forEach((l) => l(now, prev)));
  let unsubscribe = listen();
  const switchTo = (next: TransportStore) => {
    const before = current.getState();
    unsubscribe();
    // The one that leaves stops; the one that comes plays if it did, so a host's Play before
    // the explorer's code was here is not lost, and only one transport ever plays.
    if (before.playing) {
      current.getState().pause();
      next.getState().play();
    }
    current = next;
    unsubscribe = listen();
  };
  return {
    source: {
      getState: () => current.getState(),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    mount(transport) {
      switchTo(transport);
      return () => {
        if (current === transport) switchTo(player);
      };
    },
  };
}
