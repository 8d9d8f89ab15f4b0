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
 * changes render in a transition (the clock ticks inside one), so React can spread a step's
 * discrete change over several frames instead of making one frame late. A change a person
 * makes (a click, a key, a seek) renders at once, as before. What moves every frame does not
 * wait for either: motion values follow the store on their own (useSceneValue).
 *
 * The value is read from the store when the component renders, so a render that comes a frame
 * late draws the position of that frame, never an older one.
 */
export function usePlayer<T>(selector: (p: Player) => T): T {
  const store = usePlayerStore();
  const value = selector(store.getState());
  const [, rerender] = useReducer(bump, 0);
  const shown = useRef({ selector, value });
  useLayoutEffect(() => {
    shown.current = { selector, value };
  });
  useLayoutEffect(
    () =>
      follow(store, () => {
        const { selector: read, value: drawn } = shown.current;
        if (!Object.is(read(store.getState()), drawn)) rerender();
      }),
    [store],
  );
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
 * useScene for the text beside the stage (ledger, objects). On a step change React draws the
 * stage and the step first and writes these in a later render it can interrupt, so a seek
 * shows its frame sooner; they trail the drawing by a frame or two at most. What they render
 * from the value must be memoised, or the first render does the work anyway.
 */
export function useSceneBeside<T>(selector: (s: Scene) => T): T {
  return useDeferredValue(useScene(selector));
}
