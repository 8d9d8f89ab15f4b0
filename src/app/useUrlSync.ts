import { useEffect } from 'react';
import { linkTo, parseParams } from '../model/params';
import type { PlayerStore } from '../store/player';
import { guarded } from '../store/report';

/**
 * While playing, the address bar is rewritten at most this often (browsers throttle history
 * writes), and then when the browser is idle, so it may trail the animation by about a second.
 */
const PLAYING_WRITE_MS = 500;

/**
 * Any other write (a reader's jump, a pause, a scrub) waits at most this long for the browser to
 * be idle, which is normally as soon as the frame that shows the change is drawn.
 */
const SOON_WRITE_MS = 100;

/**
 * Keeps the URL at the position: a history entry when a reader steps to another step, a quiet
 * replacement while playing or scrubbing, and Back/Forward return to the moment they name.
 */
export function useUrlSync(store: PlayerStore): void {
  useEffect(() => {
    let lastWrite = -Infinity;
    const here = () => linkTo(store.getState(), window.location.href);
    const write = (url: string, push: boolean) => {
      if (url === window.location.href) return;
      if (push) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    };
    // Every write waits for the browser to be idle, so that it never delays the frame that shows
    // what a reader did. Writes that meet on the way become one, a history entry if a reader
    // stepped, and it records the position as it is then, so a late write is never a stale one.
    let idle = 0;
    let soon = false;
    // Where the reader stepped to, while its history entry is not written yet.
    let entry: string | null = null;
    const flush = () => {
      idle = 0;
      const push = entry !== null;
      entry = null;
      write(here(), push);
    };
    const drop = () => {
      if (idle) cancelIdleCallback(idle);
      idle = 0;
      entry = null;
    };
    const writeWhenIdle = (quickly: boolean) => {
      lastWrite = performance.now();
      if (typeof requestIdleCallback === 'undefined') return flush();
      if (idle && (soon || !quickly)) return;
      if (idle) cancelIdleCallback(idle);
      soon = quickly;
      idle = requestIdleCallback(flush, { timeout: quickly ? SOON_WRITE_MS : PLAYING_WRITE_MS });
    };
    const stepped = () => {
      // Two steps before the browser was idle still make two entries: Back passes through both.
      if (entry !== null) write(entry, true);
      entry = here();
      writeWhenIdle(true);
    };
    // Back/Forward moves the player to the entry's moment; that is not a move to record.
    let popping = false;
    const unsubscribe = store.subscribe(
      guarded((s, prev) => {
        if (popping) return;
        const moved = s.step !== prev.step || s.t !== prev.t;
        if (!moved && s.playing === prev.playing && s.speed === prev.speed && s.showReply === prev.showReply)
          return;
        if (s.cause === 'user' && s.step !== prev.step) stepped();
        else if (!s.playing) writeWhenIdle(true);
        else if (performance.now() - lastWrite >= PLAYING_WRITE_MS) writeWhenIdle(false);
      }),
    );
    const onPop = () => {
      // A write still waiting is older than the entry Back/Forward has just opened.
      drop();
      const { params } = parseParams(window.location.search);
      const p = store.getState();
      popping = true;
      try {
        p.pause();
        p.setShowReply(params.reply ?? false);
        p.seek(params.step ?? 1, params.t ?? 0);
        // The entry names its speed too (linkTo): the address and the player agree again.
        p.setSpeed(params.speed ?? 1);
      } finally {
        popping = false;
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      // The player is going away: the address keeps its last position.
      if (idle) {
        cancelIdleCallback(idle);
        flush();
      }
      unsubscribe();
      window.removeEventListener('popstate', onPop);
    };
  }, [store]);
}
