import type { PlayerStore } from './player';

/**
 * The app's one clock: requestAnimationFrame ticks the store while it plays, and stops asking
 * for frames the moment it pauses, so a paused animation costs nothing. Tests tick the store
 * by hand instead.
 */
export function startClock(store: PlayerStore): () => void {
  let frame = 0;
  let last: number | null = null;

  const loop = (now: number) => {
    if (last !== null) store.getState().tick((now - last) / 1000);
    last = now;
    frame = store.getState().playing ? requestAnimationFrame(loop) : 0;
  };
  const wake = () => {
    if (store.getState().playing && frame === 0) {
      last = null;
      frame = requestAnimationFrame(loop);
    }
  };
  const unsubscribe = store.subscribe(wake);
  wake();
  return () => {
    unsubscribe();
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
}
