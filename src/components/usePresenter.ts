import { useEffect, type RefObject } from 'react';
import type { PlayerStore } from '../store/player';

/**
 * The presenter view is a state of the store; this puts the player in the browser's fullscreen
 * while it is on. Where fullscreen is refused (an iframe without permission), the player covers
 * the window instead, by its CSS class alone. Leaving fullscreen with Esc leaves the view.
 */
export function usePresenter(store: PlayerStore, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.presenting === prev.presenting) return;
      const el = root.current;
      if (!el) return;
      if (s.presenting) {
        if (document.fullscreenEnabled && document.fullscreenElement !== el) {
          el.requestFullscreen().catch(() => undefined);
        }
      } else if (document.fullscreenElement === el) {
        document.exitFullscreen().catch(() => undefined);
      }
    });
    const onFullscreenChange = () => {
      if (document.fullscreenElement !== root.current && store.getState().presenting) {
        store.getState().setPresenting(false);
      }
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      unsubscribe();
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [store, root]);
}
