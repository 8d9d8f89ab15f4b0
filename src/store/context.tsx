import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { sceneAtCached, type Scene } from '../model/scene';
import type { Player, PlayerStore } from './player';

const PlayerContext = createContext<PlayerStore | null>(null);

export function PlayerProvider({ store, children }: { store: PlayerStore; children: ReactNode }) {
  return <PlayerContext.Provider value={store}>{children}</PlayerContext.Provider>;
}

export function usePlayerStore(): PlayerStore {
  const store = useContext(PlayerContext);
  if (!store) throw new Error('usePlayerStore needs a <PlayerProvider>');
  return store;
}

export function usePlayer<T>(selector: (p: Player) => T): T {
  return useStore(usePlayerStore(), selector);
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
