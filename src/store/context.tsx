import {
  createContext,
  useContext,
  useDeferredValue,
  useLayoutEffect,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { sceneAtCached, type Scene } from '../model/scene';
import type { Player, PlayerStore } from './player';
import { guarded } from './report';

const PlayerContext = createContext<PlayerStore | null>(null);

export function PlayerProvider({ store, children }: { store: PlayerStore; children: ReactNode }) {
  return <PlayerContext.Provider value={store}>{children}</PlayerContext.Provider>;
}

export function usePlayerStore(): PlayerStore {
  const store = useContext(PlayerContext);
  if (!store) throw new Error('usePlayerStore needs a <PlayerProvider>');
  return store;
}

/**
 * Calls `apply` now and after every change of the store, until the returned function is
 * called. It starts by applying because the store may have moved since the caller last read it.
 */
export function follow(store: PlayerStore, apply: () => void): () => void {
  const guardedApply = guarded(apply);
  guardedApply();
  return store.subscribe(guardedApply);
}

const bump = (n: number) => n + 1;

/**
 * A narrow read of the player: the component renders again when what the selector returns
 * changes. Unlike useSyncExternalStore, which always renders at once, this lets the clock's
 * changes render in a transition (the clock ticks inside one), so a step's discrete change
 * renders between frames instead of inside the clock's frame. A change a person makes (a
 * click, a key, a seek) renders at once, as before. What moves every frame does not wait for
 * either: motion values follow the store on their own (useSceneValue).
 *
 * The value is read from the store when the component renders, so a render that comes a frame
 * late draws the position of that frame, never an older one.
 */
export function usePlayer<T>(selector: (p: Player) => T): T {
  return useFollowed(selector, 0);
}

function useFollowed<T>(selector: (p: Player) => T, trail: number): T {
  const store = usePlayerStore();
  const value = selector(store.getState());
  const [, rerender] = useReducer(bump, 0);
  const shown = useRef({ selector, value });
  useLayoutEffect(() => {
    shown.current = { selector, value };
  });
  useLayoutEffect(() => {
    let held = 0;
    return follow(store, () => {
      const state = store.getState();
      const { selector: read, value: drawn } = shown.current;
      if (Object.is(read(state), drawn)) {
        held = 0;
        return;
      }
      // More ticks are coming, so the clock's change can wait for `trail` of them: that moves
      // this component's layout and paint out of the frame that lays out the new step.
      if (held < trail && state.cause === 'clock' && state.playing) {
        held++;
        return;
      }
      held = 0;
      rerender();
    });
  }, [store, trail]);
  return value;
}

export const sceneOf = (p: Player): Scene => sceneAtCached(p.step, p.t);

/**
 * A narrow read of the scene. The selector must return a primitive or one of the scene's shared
 * snapshot objects, so that a component re-renders only when what it draws changes.
 *
 * `trail` ticks: while the clock plays, a change renders that many ticks after the stage shows
 * it, a frame each. The caption beside the stage trails by one, the ledger and objects by two
 * (useSceneBeside): as a step begins, one frame lays out the drawing, the next the caption, the
 * next the tables. At 4× CPU throttling, with the caption in the drawing's frame, the longest task
 * as step 3 began took 31.0 ms of CPU (mean of four pages); with it a frame later, 19.7–23.9 ms.
 * A person's change renders at once, whatever the trail.
 */
export function useScene<T>(selector: (s: Scene) => T, trail = 0): T {
  return useFollowed((p) => selector(sceneOf(p)), trail);
}

/**
 * useScene for the text beside the stage (ledger, objects), which may trail the drawing by a
 * few frames so that the frame that changes step has less to lay out:
 * - while the clock plays, a change renders two ticks later, a frame after the caption;
 * - on a person's change (a seek), React draws the stage and the step first and writes these
 *   in a later render it can interrupt, so a seek shows its frame sooner.
 * What they render from the value must be memoised, or the first render does the work anyway.
 */
export function useSceneBeside<T>(selector: (s: Scene) => T): T {
  return useDeferredValue(useScene(selector, 2));
}
