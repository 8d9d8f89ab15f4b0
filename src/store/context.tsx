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
  return useFollowed(selector, false);
}

function useFollowed<T>(selector: (p: Player) => T, trailClock: boolean): T {
  const store = usePlayerStore();
  const value = selector(store.getState());
  const [, rerender] = useReducer(bump, 0);
  const shown = useRef({ selector, value });
  useLayoutEffect(() => {
    shown.current = { selector, value };
  });
  useLayoutEffect(() => {
    let held = false;
    return follow(store, () => {
      const state = store.getState();
      const { selector: read, value: drawn } = shown.current;
      if (Object.is(read(state), drawn)) {
        held = false;
        return;
      }
      // Another tick is coming, so the clock's change can wait for it: that moves this
      // component's layout and paint out of the frame that lays out the new step.
      if (trailClock && !held && state.cause === 'clock' && state.playing) {
        held = true;
        return;
      }
      held = false;
      rerender();
    });
  }, [store, trailClock]);
  return value;
}

export const sceneOf = (p: Player): Scene => sceneAtCached(p.step, p.t);

/**
 * A narrow read of the scene. The selector must return a primitive or one of the scene's shared
 * snapshot objects, so that a component re-renders only when what it draws changes.
 */
export function useScene<T>(selector: (s: Scene) => T): T {
  return usePlayer((p) => selector(sceneOf(p)));
}

/**
 * useScene for the text beside the stage (ledger, objects), which may trail the drawing by a
 * frame or two so that the frame that changes step has less to lay out:
 * - while the clock plays, a change renders at the clock's next tick, one frame after the
 *   stage and the caption show the new step (at 4x CPU throttling, laying out all of it in
 *   one frame made that frame late);
 * - on a person's change (a seek), React draws the stage and the step first and writes these
 *   in a later render it can interrupt, so a seek shows its frame sooner.
 * What they render from the value must be memoised, or the first render does the work anyway.
 */
export function useSceneBeside<T>(selector: (s: Scene) => T): T {
  return useDeferredValue(useFollowed((p) => selector(sceneOf(p)), true));
}
