import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { PlayerStore } from '../store/player';

/** What is fullscreen, as seen from the player's own tree (a shadow root sees its own element). */
function fullscreenIn(el: HTMLElement): Element | null {
  const scope = el.getRootNode();
  return scope instanceof ShadowRoot || scope instanceof Document ? scope.fullscreenElement : null;
}

/**
 * The players over whose presenter view a window has opened (the speaker view): Chromium ends
 * fullscreen as a new window opens, even one asked for while the view's fullscreen was still on
 * its way, and may grant that one after. Its exits are not the presenter leaving, so the view
 * stays and covers the window, as it does where fullscreen is refused; Esc, or the menu, leaves
 * it. Cleared when the view is left.
 */
const poppingOut = new WeakSet<PlayerStore>();

/** Says that exits from fullscreen are the browser's, for a window, until the view is left; returns how to unsay it. */
export function keepViewThroughPopup(store: PlayerStore): () => void {
  poppingOut.add(store);
  return () => {
    poppingOut.delete(store);
  };
}

/**
 * The presenter view is a state of the store; this puts the player in the browser's fullscreen
 * while it is on. Where fullscreen is refused (an iframe without permission), the player covers
 * the window instead, by its CSS class alone. Leaving fullscreen with Esc leaves the view.
 */
export function usePresenter(
  store: PlayerStore,
  root: RefObject<HTMLElement | null>,
  presenting: boolean,
): void {
  // Where the reader was on the page: the view covers it, and while it does the page is shorter
  // (the player is out of its flow), so the browser moves the scroll. Leaving puts it back.
  const pageScroll = useRef<{ x: number; y: number } | null>(null);
  // Fullscreen requests on their way: the browser may grant one after the view was left, and
  // F, Esc, F can send a second before the first is answered.
  const entering = useRef(0);
  // In fullscreen, or on the way into it, its exit comes later and scrolls the page again: the
  // place is kept until nothing is fullscreen and no request is on its way.
  const restoreScroll = () => {
    if (pageScroll.current) window.scrollTo(pageScroll.current.x, pageScroll.current.y);
    if (!document.fullscreenElement && entering.current === 0) pageScroll.current = null;
  };
  useLayoutEffect(() => {
    if (!presenting) restoreScroll();
  }, [presenting]);
  useEffect(() => {
    let gone = false;
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.presenting === prev.presenting) return;
      if (!s.presenting) poppingOut.delete(store);
      const el = root.current;
      if (!el) return;
      if (s.presenting) {
        pageScroll.current = { x: window.scrollX, y: window.scrollY };
        if (document.fullscreenEnabled && fullscreenIn(el) !== el) {
          entering.current++;
          el.requestFullscreen().then(
            () => entering.current--,
            () => {
              entering.current--;
              if (!gone && !store.getState().presenting) restoreScroll();
            },
          );
        }
      } else if (fullscreenIn(el) === el) {
        document.exitFullscreen().catch(() => undefined);
      }
    });
    const onFullscreenChange = () => {
      const el = root.current;
      if (!el) return;
      if (fullscreenIn(el) === el) {
        // The view was left (Esc right after F) before the browser granted its fullscreen.
        if (!store.getState().presenting) document.exitFullscreen().catch(() => undefined);
        return;
      }
      // However many exits the browser makes of it, and whether its request was still on its
      // way: fullscreen is not asked for again while the view is on.
      if (poppingOut.has(store) && store.getState().presenting) return;
      if (store.getState().presenting) store.getState().setPresenting(false);
      // Leaving fullscreen scrolls the page once more, after the view has closed.
      else restoreScroll();
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      gone = true;
      unsubscribe();
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [store, root]);
}
