import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { Scene } from '../model/scene';
import { betweenBeats } from './beats';
import type { Player } from './player';
import type { Transport } from './transport';
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

type Source<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

const heard = new WeakMap<object, object>();

/**
 * A store as React reads it: told of every change but the clock's frames between beats
 * (store/beats.ts), through one subscription for all of React's listeners, as a clock's frame
 * is heard by none of them.
 */
function beatsOf<S extends object>(store: Source<S>): Source<S> {
  let beats = heard.get(store) as Source<S> | undefined;
  if (!beats) {
    const listeners = new Set<(s: S, prev: S) => void>();
    let stop = () => {};
    beats = {
      ...store,
      subscribe(l) {
        if (!listeners.size)
          stop = store.subscribe((n, p) => void (betweenBeats(n, p) || listeners.forEach((f) => f(n, p))));
        listeners.add(l);
        return () => void (listeners.delete(l) && !listeners.size && stop());
      },
    };
    heard.set(store, beats);
  }
  return beats;
}

/**
 * A context for one kind of store: its provider, the hook that finds the nearest, and a narrow
 * read of it (the component renders again when what the selector returns changes, by
 * Object.is; a selector that builds an object or array wraps itself in zustand's `useShallow`).
 */
export function storeContext<T extends object>(name: string) {
  const Context = createContext<StoreApi<T> | null>(null);
  function Provider({ store, children }: { store: StoreApi<T>; children: ReactNode }) {
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }
  function useNearest(): StoreApi<T> {
    const store = useContext(Context);
    if (!store) throw new Error(`${name}: no <${name}Provider> around this`);
    return store;
  }
  function useSelected<U>(selector: (s: T) => U): U {
    return useStore(beatsOf(useNearest()), selector);
  }
  return [Provider, useNearest, useSelected, Context] as const;
}

const [PlayerProvider, usePlayerStore, usePlayer, PlayerContext] = storeContext<Player>('Player');
export { PlayerProvider, usePlayerStore, usePlayer };

type TransportRead = Pick<StoreApi<Transport>, 'getState' | 'getInitialState' | 'subscribe'>;
const TransportContext = createContext<TransportRead | null>(null);

/** Has the controls inside play this rather than the player around them: the explorer's lanes. */
export function TransportProvider({ store, children }: { store: TransportRead; children: ReactNode }) {
  return <TransportContext.Provider value={store}>{children}</TransportContext.Provider>;
}

/** A narrow read of what plays here: the nearest TransportProvider's, else the player's (always around). */
export function useTransport<T>(selector: (t: Transport) => T): T {
  const own = useContext(TransportContext);
  const player = usePlayerStore();
  return useStore(beatsOf(own ?? player), selector);
}

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
  return useStore(beatsOf(useSceneSource()), selector);
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
