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
 * Keeps the URL at the position: a history entry when a reader steps to another step, a quiet
 * replacement while playing or scrubbing, and Back/Forward return to the moment they name.
 */
export function useUrlSync(store: PlayerStore): void {
  useEffect(() => {
    let lastWrite = -Infinity;
    const write = (push: boolean) => {
      const url = linkTo(store.getState(), window.location.href);
      if (url === window.location.href) return;
      if (push) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      lastWrite = performance.now();
    };
    // While playing, the write waits for the browser to be idle: replaceState costs a few
    // milliseconds, and inside an animation frame it would make that frame late. It writes the
    // position as it is then, so a late write is never a stale one.
    let idle = 0;
    const writeWhenIdle = () => {
      if (idle) return;
      lastWrite = performance.now();
      if (typeof requestIdleCallback === 'undefined') return write(false);
      idle = requestIdleCallback(
        () => {
          idle = 0;
          write(false);
        },
        { timeout: PLAYING_WRITE_MS },
      );
    };
    // Back/Forward moves the player to the entry's moment; that is not a move to record.
    let popping = false;
    const unsubscribe = store.subscribe(
      guarded((s, prev) => {
        if (popping) return;
        const moved = s.step !== prev.step || s.t !== prev.t;
        if (!moved && s.playing === prev.playing) return;
        if (s.cause === 'user' && s.step !== prev.step) write(true);
        else if (!s.playing) write(false);
        else if (performance.now() - lastWrite >= PLAYING_WRITE_MS) writeWhenIdle();
      }),
    );
    const onPop = () => {
      const { params } = parseParams(window.location.search);
      const p = store.getState();
      popping = true;
      try {
        p.pause();
        p.seek(params.step ?? 1, params.t ?? 0);
      } finally {
        popping = false;
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      if (idle) cancelIdleCallback(idle);
      unsubscribe();
      window.removeEventListener('popstate', onPop);
    };
  }, [store]);
}
