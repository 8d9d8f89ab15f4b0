import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useMotionValue, type MotionValue } from 'framer-motion';
import { type Scene } from '../model/scene';
import { fadeIn, listBefore, listWithLeaving, settled, type ListEntry } from '../stage/transitions';
import type { ClusterState } from '../model/state';
import { follow, useScene, useSceneSource } from '../store/context';
import { useStill } from './useStill';

/**
 * Calls `apply` with the scene now and on every change of position. Resubscribing when
 * `apply` changes is cheap: the components that use it render only when the discrete scene
 * changes, not per frame.
 */
function useEachScene(apply: (s: Scene) => void): void {
  const store = useSceneSource();
  useEffect(() => follow(store, () => apply(store.getState().scene)), [store, apply]);
}

/**
 * A number that follows the position every frame, as a framer-motion value: framer-motion
 * writes it to the element without a React render, and the value is always what the position
 * says (never a tween started by an event, so seeking replays nothing).
 */
export function useSceneValue(read: (s: Scene) => number): MotionValue<number> {
  const store = useSceneSource();
  const value = useMotionValue(read(store.getState().scene));
  useEachScene((s) => {
    const v = read(s);
    // Most values stand still between beats; framer-motion need not be told so every frame.
    if (v !== value.get()) value.set(v);
  });
  return value;
}

/**
 * The transform of an element, which follows the position every frame: written straight to its
 * style, and only when it changes, as nothing else is drawn with it. Give the element `ref` and
 * `style`: what it is drawn with first is worked out as it renders, so a fault in working it out
 * reaches the stage's error boundary. `read` gives null when the thing has left the scene before
 * React has removed it; it stays where it was till then.
 */
export function useSceneTransform<E extends HTMLElement>(
  read: (s: Scene) => string | null,
): { ref: RefObject<E | null>; style: { transform?: string } } {
  const store = useSceneSource();
  const ref = useRef<E>(null);
  const first = read(store.getState().scene);
  useLayoutEffect(() => {
    let written = '';
    return follow(store, () => {
      const transform = read(store.getState().scene);
      if (transform === null || transform === written || !ref.current) return;
      ref.current.style.transform = written = transform;
    });
  }, [store, read]);
  return { ref, style: first === null ? {} : { transform: first } };
}

/** A list of the cluster as drawn now, with what just left it still there to fade out. */
export function useSettlingList<T>(
  list: (c: ClusterState) => readonly T[],
  key: (item: T) => string,
): ListEntry<T>[] {
  // The list's own arrays, not the cluster: a moment that changes another list (the slice's,
  // say) need not draw this one's rows again.
  const now = useScene((s) => list(s.state));
  const before = useScene((s) => listBefore(s, list));
  return useMemo(() => listWithLeaving(now, before, key), [now, before, key]);
}

/**
 * For memo() on a row of a settling list: the entries are worked out again whenever the list
 * or its settling changes, and a row whose entry says the same need not be drawn again.
 */
export function sameEntry<T>(a: { entry: ListEntry<T> }, b: { entry: ListEntry<T> }): boolean {
  const [x, y] = [a.entry, b.entry];
  return (
    x.item === y.item && x.key === y.key && x.from === y.from && x.to === y.to && x.leaving === y.leaving
  );
}

// A list settles in two halves: what leaves fades out first, then the rest slide up into its
// place, so nothing passes over anything still visible.
const firstHalf = (p: number) => Math.min(1, p * 2);
const secondHalf = (p: number) => Math.max(0, p * 2 - 1);

/** The slot a list entry is drawn at now, sliding from its old slot to its new one (or not, with reduced motion). */
export function useSlot(entry: ListEntry<unknown>, pitch: number): MotionValue<number> {
  const still = useStill();
  return useSceneValue((s) =>
    still ? entry.to * pitch : (entry.from + (entry.to - entry.from) * secondHalf(settled(s))) * pitch,
  );
}

/** Opacity of a list entry: fading in when new (by `appearedPath`), out when leaving. */
export function useEntryOpacity(entry: ListEntry<unknown>, appearedPath: string): MotionValue<number> {
  return useSceneValue((s) =>
    entry.leaving ? 1 - firstHalf(settled(s)) : fadeIn(s.changed.get(appearedPath)),
  );
}
