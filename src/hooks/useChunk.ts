import { useEffect, useState } from 'react';
import { reportOnce } from '../store/report';

// What each chunk's loader gave, so that a second view of it draws at once.
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A chunk of code fetched the first time it is wanted, then kept; or why it could not be
 * fetched, for the caller to say so. Not React.lazy: Suspense reveals by a timer, and what was
 * asked for should draw the moment its code is here.
 */
export function useChunk<T>(load: () => Promise<T>, wanted = true): T | Error | undefined {
  const [chunk, setChunk] = useState(() => loaded.get(load) as T | undefined);
  const [failed, setFailed] = useState<Error>();
  useEffect(() => {
    if (!wanted || chunk) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load, m);
        if (live) setChunk(m);
      },
      (error: unknown) => {
        reportOnce(error);
        if (live) setFailed(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, chunk]);
  return chunk ?? failed;
}
