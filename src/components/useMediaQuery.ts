import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as it changes. A server, and hydration of
 * pre-rendered HTML, see `false`; React then re-renders with the real answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
