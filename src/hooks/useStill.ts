import { createContext, useContext } from 'react';
import { useMediaQuery } from './useMediaQuery';

// "Still": drawn without travelling or sliding, as the reader's Reduce motion asks. One word
// for the one idea, whoever asks: a store's setting (`reduceMotion`), a hook, a handler.

const SYSTEM = '(prefers-reduced-motion: reduce)';

/** Whether to draw still: the reader's Reduce motion (a store's `reduceMotion`), else their system's. */
export function useStillOf(chosen: boolean | null): boolean {
  const system = useMediaQuery(SYSTEM);
  return chosen ?? system;
}

/** The same answer once, for an event handler, which need not render again when it changes. */
export const stillNow = (chosen: boolean | null): boolean => chosen ?? window.matchMedia(SYSTEM).matches;

// The stage asks useStillOf once and hands the answer to what it draws: a row or packet
// that asked itself would add a store subscription and a media-query read per item, and React
// checks every such read again after each render of a beat.
const Still = createContext(false);

/** Provides the stage's useStillOf to the parts it draws. */
export const StillProvider = Still.Provider;

/** useStillOf, for a part drawn inside the stage. */
export function useStill(): boolean {
  return useContext(Still);
}
