import { createContext, useContext } from 'react';
import { useSceneView } from '../store/context';
import { useMediaQuery } from './useMediaQuery';

const SYSTEM = '(prefers-reduced-motion: reduce)';

/** Whether to draw without travelling or sliding: the reader's toggle, else their system's. */
export function useReducedMotion(): boolean {
  return useReducedMotionOf(useSceneView((v) => v.reduceMotion));
}

/** The same for a toggle held elsewhere (the explorer's): the reader's choice, else their system's. */
export function useReducedMotionOf(chosen: boolean | null): boolean {
  const system = useMediaQuery(SYSTEM);
  return chosen ?? system;
}

/** The same answer once, for an event handler, which need not render again when it changes. */
export const reducedMotionNow = (chosen: boolean | null): boolean =>
  chosen ?? window.matchMedia(SYSTEM).matches;

// The stage asks useReducedMotion once and hands the answer to what it draws: a row or packet
// that asked itself would add a store subscription and a media-query read per item, and React
// checks every such read again after each render of a beat.
const Still = createContext(false);

/** Provides the stage's useReducedMotion to the parts it draws. */
export const StillProvider = Still.Provider;

/** useReducedMotion, for a part drawn inside the stage. */
export function useStill(): boolean {
  return useContext(Still);
}
