import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on a server and while React hydrates pre-rendered HTML, true after. Parts drawn with
 * motion values (the stage, the scrubber) wait for it: their inline styles would break a strict
 * Content-Security-Policy in served HTML, while set from script they are allowed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
