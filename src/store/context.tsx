import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Scene } from '../model/scene';
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
 * called: for what is written outside React every frame (motion values, the scrubber). It starts
 * by applying because the store may have moved since the caller last read it.
 */
export function follow(store: PlayerStore, apply: () => void): () => void {
  const guardedApply = guarded(apply);
  guardedApply();
  return store.subscribe(guardedApply);
}

/**
 * A narrow read of the player: the component renders again when what the selector returns
 * changes (by Object.is). A selector that builds an object or array wraps itself in zustand's
 * `useShallow`.
 */
export function usePlayer<T>(selector: (p: Player) => T): T {
  return useStore(usePlayerStore(), selector);
}

/**
 * A narrow read of the scene at the player's position. The selector returns a primitive or one
 * of the scene's shared snapshot objects (or is wrapped in `useShallow`), so that a component
 * renders again only when what it draws changes.
 */
export function useScene<T>(selector: (s: Scene) => T): T {
  return usePlayer((p) => selector(p.scene));
}
