import { startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { firstTrafficAt } from '../model/scene';
import { STEPS } from '../model/steps';
import type { Position } from '../model/timeline';
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
 * 23 ms at 4× from click to changed page; like this, 17–18 ms. Each step is rendered at its
 * start and again with its first packet or signal on the way, which no step has at its start:
 * the first packet after Play (1 s in) used to mount the packet's code cold, and React's work in
 * its frame took 5.3–6.8 ms at 4× against 2.6–3.2 ms warm (traced, two loads each). Every moment
 * of every step would warm more, but took 0.5 s more of the main thread after load at 4×.
 * The positions are worked out when the warm-up first starts, not on import: they need the
 * compiled timeline.
 */
let cold: Position[] | null = null;
let running = false;

/** Runs `run` after each commit of a render that gave it a new `run`. */
function Then({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}

/** Exported for its test; the app starts it with useWarmUp. */
export function warmUpWhenIdle(parts: typeof MotionParts): () => void {
  if (running || typeof requestIdleCallback === 'undefined') return () => {};
  const queue = (cold ??= STEPS.flatMap(({ n }) => {
    const first = firstTrafficAt(n);
    return [{ step: n, t: 0 }, ...(first === null ? [] : [{ step: n, t: first + 0.5 }])];
  }));
  if (queue.length === 0) return () => {};
  running = true;
  let mounted: Root | null = null;
  let pending = 0;
  const stop = () => {
    mounted?.unmount();
    mounted = null;
  };
  const next = () => {
    pending = 0;
    const position = queue.shift();
    if (!position) return stop();
    // A fault here stops the warm-up and stays silent: the player reports its own when a reader
    // gets there, once.
    mounted ??= createRoot(document.createElement('div'), { onUncaughtError: () => {} });
    // A transition, so React renders it in slices that let frames and input through (a plain
    // render of a new root is one task). The next waits for this one's commit: a newer
    // transition would replace it before it had rendered.
    const root = mounted;
    startTransition(() =>
      root.render(
        <PlayerProvider store={createPlayerStore(position)}>
          <Then run={() => (pending = requestIdleCallback(next))} />
          <svg>
            <parts.Drawing />
          </svg>
          <Timeline />
          <Controls />
          <CaptionPanel />
          <Ledger />
          <ObjectPanels />
        </PlayerProvider>,
      ),
    );
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
