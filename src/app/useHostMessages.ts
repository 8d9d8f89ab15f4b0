import { useLayoutEffect } from 'react';
import { whenDrawable } from '../hooks/useMotionParts';
import { reportOnce } from '../store/report';
import type { PlayerStore } from '../store/player';
import type { TransportSource } from '../store/transport';

const EARLY_MESSAGES = 50;

/**
 * The iframe's side of the host protocol (docs/embedding.md), in its own chunk: only a page in a
 * frame loads it, and the page's first download is the reader's, not the host's. A host hears
 * `ready` once the player is drawn, which is after this has loaded.
 */
export function useHostMessages(
  store: PlayerStore,
  playing: TransportSource,
  allowed: readonly string[] | undefined,
): void {
  // A layout effect: listening before the player is first painted, so that a host that sends
  // at once is heard.
  useLayoutEffect(() => {
    if (window.parent === window) return;
    const host = window.parent;
    // Messages that come while the link's chunk loads are kept for it, not lost: a host may
    // send as soon as it sees the player, before the link listens (a bounded few, in order).
    const early: MessageEvent[] = [];
    const keep = (e: MessageEvent) => {
      if (early.length < EARLY_MESSAGES) early.push(e);
    };
    window.addEventListener('message', keep);
    let stop: (() => void) | null = null;
    let live = true;
    import('./hostLink.lazy')
      .then(({ linkToHost }) => {
        window.removeEventListener('message', keep);
        if (live) stop = linkToHost(store, playing, allowed, host, whenDrawable, early);
      })
      .catch((error: unknown) => reportOnce(error));
    return () => {
      live = false;
      window.removeEventListener('message', keep);
      stop?.();
    };
  }, [store, playing, allowed]);
}
