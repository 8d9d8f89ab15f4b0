import { reportOnce } from './report';
import type { TransportSource } from './transport';

/**
 * The app's one clock: requestAnimationFrame ticks what plays (a player, or the explorer's lanes on their one clock) while it plays, is seen and the
 * tab is visible, and asks for no frames otherwise, so a paused, hidden or scrolled-away
 * player costs nothing. When it comes back, it goes on from where it was. Tests tick the
 * store by hand instead.
 */
export function startClock(store: TransportSource, seen?: Element | null): () => void {
  let frame = 0;
  let last: number | null = null;
  let onScreen = true;

  const canRun = () => store.getState().playing && onScreen && document.visibilityState !== 'hidden';
  const loop = (now: number) => {
    try {
      if (last !== null) {
        const seconds = (now - last) / 1000;
        store.getState().tick(seconds);
      }
    } catch (error) {
      reportOnce(error);
    } finally {
      // A fault in one frame must not stop the clock.
      last = now;
      frame = canRun() ? requestAnimationFrame(loop) : 0;
    }
  };
  const wake = () => {
    if (!canRun()) {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    } else if (frame === 0) {
      last = null;
      frame = requestAnimationFrame(loop);
    }
  };
  const unsubscribe = store.subscribe(wake);
  document.addEventListener('visibilitychange', wake);
  const observer =
    seen && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((e) => e.isIntersecting);
          wake();
        })
      : null;
  if (seen) observer?.observe(seen);
  wake();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', wake);
    observer?.disconnect();
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
}
