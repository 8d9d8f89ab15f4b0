import { useDeferredValue, useEffect, useState } from 'react';
import type * as MotionParts from '../stage/motionParts.lazy';
import { useHydrated } from './useHydrated';

type Parts = typeof MotionParts;

// The parts drawn with framer-motion load after the page's first paint and hydration, which
// need neither (they are not in pre-rendered HTML; see useHydrated). Their chunk is fetched as
// soon as this module runs in a browser, alongside hydration rather than after it. Not
// React.lazy: Suspense holds a revealed boundary back by a timer, and the stage should appear
// the moment its code is here.
let parts: Parts | Error | undefined;
const loading =
  typeof window === 'undefined'
    ? undefined
    : import('../stage/motionParts.lazy').then(
        (loaded) => (parts = loaded),
        (error: unknown) => (parts = error instanceof Error ? error : new Error(String(error))),
      );

/**
 * Calls `then` once the drawing's code has loaded or failed to, so that a player says it is
 * ready only when its stage can be drawn; returns a cancel.
 */
export function whenDrawable(then: () => void): () => void {
  let live = true;
  void (loading ?? Promise.resolve()).then(() => live && then());
  return () => {
    live = false;
  };
}

/** The parts once their code has loaded, or why it could not load. */
function useLoaded(): Parts | Error | undefined {
  const [now, setNow] = useState(parts);
  useEffect(() => {
    if (now === undefined) void loading?.then(() => setNow(parts));
  }, [now]);
  return now;
}

/**
 * framer-motion's parts as a player may use them: undefined until the page is hydrated (their
 * inline styles must not be in pre-rendered HTML; see useHydrated) and their code has loaded,
 * then the parts, or why their code could not load.
 */
export function useMotionParts(): Parts | Error | undefined {
  const hydrated = useHydrated();
  const parts = useLoaded();
  // The first drawing is a few hundred elements, most of its code running for the first time:
  // deferred, React renders it in slices so the page still answers a reader meanwhile. A player
  // whose parts are ready at its first render draws them at once.
  return useDeferredValue(hydrated ? parts : undefined);
}
