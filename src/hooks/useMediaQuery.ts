import { useCallback, useSyncExternalStore } from 'react';

// One list per query: React reads the snapshot on every store change of every component that
// asks, and window.matchMedia() parses the query each time it is called.
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether a media query matches now, following it as it changes. A server, and hydration of
 * pre-rendered HTML, see `false`; React then re-renders with the real answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  );
}
