import { useEffect } from 'react';
import { whenDrawable } from '../components/useMotionParts';
import { reportOnce } from '../store/report';
import type { PlayerStore } from '../store/player';

/**
 * The iframe's side of the host protocol (docs/embedding.md), in its own chunk: only a page in a
 * frame loads it, and the page's first download is the reader's, not the host's. A host hears
 * `ready` once the player is drawn, which is after this has loaded.
 */
export function useHostMessages(store: PlayerStore, allowed: readonly string[] | undefined): void {
  useEffect(() => {
    if (window.parent === window) return;
    const host = window.parent;
    let stop: (() => void) | null = null;
    let live = true;
    import('./hostLink')
      .then(({ linkToHost }) => {
        if (live) stop = linkToHost(store, allowed, host, whenDrawable);
      })
      .catch((error: unknown) => reportOnce(error));
    return () => {
      live = false;
      stop?.();
    };
  }, [store, allowed]);
}
