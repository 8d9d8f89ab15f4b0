import { useEffect } from 'react';
import { useMotionValue, type MotionValue } from 'framer-motion';
import type { Scene } from '../model/scene';
import { sceneOf, usePlayerStore } from '../store/context';

/**
 * A number that follows the position every frame, as a framer-motion value: framer-motion
 * writes it to the element without a React render, and the value is always what the position
 * says (never a tween started by an event, so seeking replays nothing).
 */
export function useSceneValue(read: (s: Scene) => number): MotionValue<number> {
  const store = usePlayerStore();
  const value = useMotionValue(read(sceneOf(store.getState())));
  // Resubscribing when `read` changes is cheap: these components render only when the
  // discrete scene changes, not per frame.
  useEffect(() => {
    const update = () => value.set(read(sceneOf(store.getState())));
    update();
    return store.subscribe(update);
  }, [store, value, read]);
  return value;
}

/** Opacity for something that appeared `age` seconds ago (1 when it did not just appear). */
export function fadeIn(age: number | undefined, seconds = 0.5): number {
  return age === undefined ? 1 : Math.min(1, age / seconds);
}

/** Strength of a "just changed" highlight, fading out over its window. */
export function highlight(age: number | undefined, window = 1.5): number {
  return age === undefined ? 0 : Math.max(0, 1 - age / window);
}
