import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { Scene } from '../model/scene';
import type { Player, PlayerStore } from './player';
import { guarded } from './report';

/**
 * What the stage, the ledger and the object panels draw from: a scene that follows a position,
 * and the few settings they honour. A player's store is one; a lane of the explorer is another.
 */
export interface SceneView {
  readonly scene: Scene;
  readonly reduceMotion: boolean | null;
  readonly showReply: boolean;
  /** Where the reader may show the reply; absent where they may not. */
  readonly setShowReply?: (show: boolean) => void;
}
export type SceneSource = Pick<StoreApi<SceneView>, 'getState' | 'getInitialState' | 'subscribe'>;

const PlayerContext = createContext<PlayerStore | null>(null);
const SceneContext = createContext<SceneSource | null>(null);

/** Draws what is inside from this source rather than from the player around it. */
export function SceneProvider({ source, children }: { source: SceneSource; children: ReactNode }) {
  return <SceneContext.Provider value={source}>{children}</SceneContext.Provider>;
}

/** The nearest scene source: a lane of the explorer, else the player. */
export function useSceneSource(): SceneSource {
  const lane = useContext(SceneContext);
  const player = useContext(PlayerContext);
  const source = lane ?? player;
  if (!source) throw new Error('useSceneSource needs a <PlayerProvider> or a <SceneProvider>');
  return source;
}

/** A narrow read of the nearest scene source (see useScene). */
export function useSceneView<T>(selector: (v: SceneView) => T): T {
  return useStore(useSceneSource(), selector);
}

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
export function follow(store: Pick<SceneSource, 'subscribe'>, apply: () => void): () => void {
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
 * A narrow read of the scene at the position of the nearest scene source. The selector returns
 * a primitive or one of the scene's shared snapshot objects (or is wrapped in `useShallow`), so
 * that a component renders again only when what it draws changes.
 */
export function useScene<T>(selector: (s: Scene) => T): T {
  return useSceneView((v) => selector(v.scene));
}

/**
 * useScene for the text beside the stage (the ledger, the object panels), in React's deferred
 * render: after a jump the stage, the caption and the controls are painted first and this text
 * in the frame after, so the click shows its step within one frame. What a component renders
 * from the value must be memoised, or its first render does the work anyway.
 */
export function useDeferredScene<T>(selector: (s: Scene) => T): T {
  return useDeferredValue(useScene(selector));
}
