import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { STEPS } from '../model/steps';
import { PlayerProvider } from '../store/context';
import { createPlayerStore } from '../store/player';
import { CaptionPanel } from './CaptionPanel';
import { Controls } from './Controls';
import { Ledger } from './Ledger';
import type * as MotionParts from './motionParts';
import { ObjectPanels } from './ObjectPanels';
import { Timeline } from './Timeline';
import { useDrawnParts } from './useMotionParts';

/**
 * The first jump to a step a reader has not seen costs about twice what later jumps to it do:
 * React and framer-motion run code paths for the first time (at 4× CPU, 57–65 ms against
 * 9–30 ms). So, once per page, starting when the browser is idle, each step's drawing, caption,
 * ledger, objects, timeline and controls are rendered into an element that is never in the
 * document, from a store of their own: no reader, screen reader or test sees them, and no
 * player's state is touched. The steps go through one tree, each an update of the one before,
 * as a reader's jump is, so the update and removal paths are warm too: with each step mounted
 * afresh and without the timeline and controls, the first jump (step 5 to 1) still took a median
 * 23 ms at 4× from click to changed page; like this, 17–18 ms.
 */
const cold = [...STEPS];
let running = false;

function warmUpWhenIdle(parts: typeof MotionParts): () => void {
  if (running || cold.length === 0 || typeof requestIdleCallback === 'undefined') return () => {};
  running = true;
  let mounted: Root | null = null;
  let pending = 0;
  const stop = () => {
    mounted?.unmount();
    mounted = null;
  };
  const next = () => {
    pending = 0;
    const step = cold.shift();
    if (!step) return stop();
    mounted ??= createRoot(document.createElement('div'));
    // Rendered as React schedules it, in slices that let frames through.
    mounted.render(
      <PlayerProvider store={createPlayerStore({ step: step.n })}>
        <svg>
          <parts.Drawing />
        </svg>
        <Timeline />
        <Controls />
        <CaptionPanel />
        <Ledger />
        <ObjectPanels />
      </PlayerProvider>,
    );
    pending = requestIdleCallback(next);
  };
  pending = requestIdleCallback(next);
  // Stopped early (the player went away), the steps not yet rendered wait for the next one.
  return () => {
    if (pending) cancelIdleCallback(pending);
    stop();
    running = false;
  };
}

/** Starts the warm-up once this player is hydrated and its drawing's code is here. */
export function useWarmUp(): void {
  const parts = useDrawnParts();
  const drawable = parts && !(parts instanceof Error) ? parts : null;
  useEffect(() => (drawable ? warmUpWhenIdle(drawable) : undefined), [drawable]);
}
