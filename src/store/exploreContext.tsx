import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Explore, ExploreStore } from './explore';

const ExploreContext = createContext<ExploreStore | null>(null);

export function ExploreProvider({ store, children }: { store: ExploreStore; children: ReactNode }) {
  return <ExploreContext.Provider value={store}>{children}</ExploreContext.Provider>;
}

export function useExploreStore(): ExploreStore {
  const store = useContext(ExploreContext);
  if (!store) throw new Error('useExploreStore needs an <ExploreProvider>');
  return store;
}

/** A narrow read of the explorer, as usePlayer is of a player. */
export function useExplore<T>(selector: (e: Explore) => T): T {
  return useStore(useExploreStore(), selector);
}
