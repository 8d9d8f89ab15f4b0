import { startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { firstTrafficAt, stepStart } from '../model/scene';
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
 * 23 ms at 4× from click to changed page; like this, 17–18 ms. Each step is rendered at its
 * start and again with its first packet or signal on the way, which no step has at its start:
 * the first packet after Play (1 s in) used to mount the packet's code cold, and React's work in
 * its frame took 5.3–6.8 ms at 4× against 2.6–3.2 ms warm (traced, two loads each). Every moment
 * of every step would warm more, but took 0.5 s more of the main thread after load at 4×.
 */
const cold = STEPS.flatMap(({ n }) => {
  const first = firstTrafficAt(n);
  return [{ step: n, t: 0 }, ...(first === null ? [] : [{ step: n, t: first + 0.5 }])];
});
let running = false;

/** An idle period at least this long means the browser is drawing no frames (it gives up to 50 ms). */
const LONG_IDLE_MS = 40;
/**
 * Short idle periods the press waits through, about two seconds of frames, before the warm-up
 * ends without it: a page that never stops animating must not keep the warm-up's tree alive.
 */
const PRESS_PATIENCE = 120;

/**
 * A reader's first press on the scrubber, as the browser delivers it, sent to the warm-up's own
 * scrubber. Without it, a reader's first jump ran 39 functions for the first time: React's event
 * path (its discrete events, the change and select plugins), the store's seek and the jump's
 * synchronous render; with it, 16 (small ones of the model and the address write). At 4× CPU,
 * the first press (step 5 to 1) went from a median 35.9 to 31.7 ms from press to frame, over 14
 * fresh pages each. The events go up the warm-up's detached tree to its root, which React
 * listens on, and nowhere else. The value is set through the prototype's setter, as the
 * browser's own move is, so React sees it change.
 */
function pressScrubber(host: HTMLElement, seconds: number): void {
  const scrubber = host.querySelector<HTMLInputElement>('input[type="range"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!scrubber || !setValue) return;
  const send = (type: string) => scrubber.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  ['pointerover', 'pointermove', 'pointerdown', 'mousedown', 'focusin'].forEach(send);
  setValue.call(scrubber, String(seconds));
  scrubber.dispatchEvent(new Event('input', { bubbles: true }));
  // Focus leaves too: React's select plugin holds the focused element until it does, and with
  // it the whole detached warm-up after it is unmounted.
  ['pointerup', 'mouseup', 'click', 'focusout'].forEach(send);
}

/** Runs `run` after each commit of a render that gave it a new `run`. */
function Then({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}

/** Exported for its test; the app starts it with useWarmUp. */
export function warmUpWhenIdle(parts: typeof MotionParts): () => void {
  if (running || cold.length === 0 || typeof requestIdleCallback === 'undefined') return () => {};
  running = true;
  let mounted: Root | null = null;
  let host: HTMLElement | null = null;
  let pending = 0;
  let waited = 0;
  const stop = () => {
    mounted?.unmount();
    mounted = null;
    // The element keeps React's last tree of it even unmounted (the test in hardening.spec.ts).
    host = null;
  };
  // The press's render is synchronous, as a reader's is: one task that cannot be sliced (10–28 ms
  // at full speed after load). So it waits for a long idle period, which the browser gives only
  // while it draws no frames: it never delays a frame of a playing animation.
  const press = (deadline: IdleDeadline) => {
    pending = 0;
    if (deadline.timeRemaining() < LONG_IDLE_MS) {
      if (++waited > PRESS_PATIENCE) return stop();
      pending = requestIdleCallback(press);
      return;
    }
    if (host) pressScrubber(host, stepStart(1) + (firstTrafficAt(1) ?? 0) + 0.5);
    pending = requestIdleCallback(stop);
  };
  const next = (deadline: IdleDeadline) => {
    pending = 0;
    const position = cold.shift();
    if (!position) return press(deadline);
    // A fault here stops the warm-up and stays silent: the player reports its own when a reader
    // gets there, once.
    host ??= document.createElement('div');
    mounted ??= createRoot(host, { onUncaughtError: () => {} });
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
