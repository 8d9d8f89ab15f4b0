import { useCallback, useEffect, useRef } from 'react';
import { keepViewThroughPopup } from '../hooks/usePresenter';
import type { PlayerStore } from '../store/player';
import { reportOnce } from '../store/report';
import type { Joining } from './talkLink.lazy';

/** The speaker view's window: one per page, found again by its name after a reload. */
const WINDOW_NAME = 'lb-straight-to-pods-speaker-view';
const WINDOW_FEATURES = 'popup,width=1280,height=720';

/**
 * Set in this tab's session storage once it has opened a speaker view: a reload of the tab
 * joins the talk again. Other tabs of the site never join, so two readers' tabs never move
 * each other.
 */
const SPOKEN = 'lb-straight-to-pods:speaker-view';

function remembered(): boolean {
  try {
    return sessionStorage.getItem(SPOKEN) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    sessionStorage.setItem(SPOKEN, '1');
  } catch {
    // Without storage a reload does not rejoin; the speaker view's own reload still does.
  }
}

/** The speaker view's address: this page's, as `?view=speaker`, in the theme the page asked for. */
function speakerViewUrl(store: PlayerStore): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('view', 'speaker');
  const { theme } = store.getState();
  if (theme !== 'auto') url.searchParams.set('theme', theme);
  return url.toString();
}

/**
 * The page's side of a talk: opens the speaker view in a second window and keeps this page's
 * player in step with it (talkLink.lazy.ts, a chunk of its own, loaded only once a speaker view has
 * been opened from this tab). Returns what "Speaker view" and S do: whether the window opened.
 */
export function useTalk(store: PlayerStore): () => boolean {
  const link = useRef<{ live: boolean; stop?: () => void } | null>(null);
  const speaker = useRef<Window | null>(null);
  const join = useCallback(
    (joining: Joining) => {
      if (link.current) return;
      const joined: { live: boolean; stop?: () => void } = { live: true };
      link.current = joined;
      import('./talkLink.lazy')
        .then(({ linkTalk }) => {
          if (joined.live) joined.stop = linkTalk(store, joining);
        })
        .catch((error: unknown) => reportOnce(error));
    },
    [store],
  );
  useEffect(() => {
    // Reloaded, this tab picks up where the speaker view is.
    if (remembered()) join('ask');
    return () => {
      const joined = link.current;
      link.current = null;
      if (!joined) return;
      joined.live = false;
      joined.stop?.();
    };
  }, [join]);
  return useCallback(() => {
    const open = speaker.current;
    if (open && !open.closed) {
      open.focus();
      return true;
    }
    const undo = store.getState().presenting ? keepViewThroughPopup(store) : undefined;
    speaker.current = window.open(speakerViewUrl(store), WINDOW_NAME, WINDOW_FEATURES);
    if (!speaker.current) {
      undo?.();
      return false;
    }
    remember();
    // The new window asks where the talk is as it opens; told now as well, in case it asked
    // before this page's link was listening.
    join('tell');
    return true;
  }, [join, store]);
}
