import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TOTAL_SECONDS, firstTrafficAt } from '../model/scene';
import { STEPS } from '../model/steps';
import type { Position } from '../model/timeline';
import { PlayerProvider } from '../store/context';
import { createPlayerStore } from '../store/player';
import { Announcer } from './Announcer';
import { CaptionPanel } from './CaptionPanel';
import { Controls } from './Controls';
import { Ledger } from './Ledger';
import type * as MotionParts from './motionParts';
import { ObjectPanels } from './ObjectPanels';
import { StageText } from './StageText';
import { Timeline } from './Timeline';
import { useDrawnParts } from './useMotionParts';
import { WARMED_UP } from './warmedUp';

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
 *
 * Rendered that way, no store ever changed, so a reader's first press still ran about 40
 * functions for the first time: React's path for a discrete event and a range input's change,
 * the store's seek and its listeners, a synchronous render, the announcer, the stage's words.
 * So the stage's words are drawn with each step, and the warm-up ends by clicking a step on a
 * timeline of its own and pressing its scrubber, as a browser would (what that gained at 4× CPU
 * is in the README's Performance section). Only that timeline and the announcer are drawn for
 * it: the press renders what it changed at once, in one task that cannot yield, and a whole
 * player would take several times as long. Its events go no further than the element it is
 * drawn in, which is never in the document.
 */
let cold: Position[] | null = null;
let pressed = false;
let running = false;

/** Runs `run` after each commit of a render that gave it a new `run`. */
function Then({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}

/**
 * A reader's click on step 1's segment, then a press on the scrubber: the events a browser sends,
 * in its order. The value is set past React's own record of it, as the browser sets it, so React
 * sees a change.
 */
function clickAndPress(host: HTMLElement): void {
  host.querySelector<HTMLButtonElement>('.segment')?.click();
  const scrubber = host.querySelector<HTMLInputElement>('.scrubber');
  if (!scrubber) return;
  const send = (type: string) => scrubber.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  send('pointerdown');
  send('mousedown');
  scrubber.valueAsNumber = TOTAL_SECONDS / 2;
  'input pointerup mouseup change click'.split(' ').forEach(send);
}

/**
 * About twice what the press takes at full speed (4–8 ms): it waits for an idle moment this long,
 * which a playing player's frames seldom leave, so that a reader's input does not wait behind it.
 * It waits through at most PRESS_WAITS idle callbacks (about half a second of frames): a page
 * that plays from its load may have no such moment, and a fake clock's idle time is always 0.
 */
const PRESS_MS = 15;
const PRESS_WAITS = 30;

/** Exported for its test; the app starts it with useWarmUp. */
export function warmUpWhenIdle(parts: typeof MotionParts): () => void {
  if (running || typeof requestIdleCallback === 'undefined') return () => {};
  const queue = (cold ??= STEPS.flatMap(({ n }) => {
    const first = firstTrafficAt(n);
    return [{ step: n, t: 0 }, ...(first === null ? [] : [{ step: n, t: first + 0.5 }])];
  }));
  if (queue.length === 0 && pressed) return () => {};
  running = true;
  let mounted: Root | null = null;
  let host: HTMLElement | undefined;
  let pending = 0;
  let waits = 0;
  const stop = () => {
    mounted?.unmount();
    mounted = null;
    // React's listeners stay on the element it drew in: let go of it, or they live as long as
    // the player does.
    host = undefined;
  };
  // A transition, so React renders it in slices that let frames and input through (a plain
  // render of a new root is one task). `then` waits for this one's commit: a newer transition
  // would replace it before it had rendered.
  const draw = (position: Position, then: (deadline: IdleDeadline) => void, tree: ReactNode) => {
    if (!mounted) {
      host = document.createElement('div');
      // A fault here stops the warm-up and stays silent: the player reports its own when a
      // reader gets there, once.
      mounted = createRoot(host, { onUncaughtError: () => {} });
    }
    const root = mounted;
    startTransition(() =>
      root.render(
        <PlayerProvider store={createPlayerStore(position)}>
          <Then run={() => (pending = requestIdleCallback(then))} />
          {tree}
        </PlayerProvider>,
      ),
    );
  };
  const press = (deadline: IdleDeadline) => {
    if (deadline.timeRemaining() < PRESS_MS && waits++ < PRESS_WAITS) {
      pending = requestIdleCallback(press);
      return;
    }
    if (host) clickAndPress(host);
    pressed = true;
    pending = requestIdleCallback(() => {
      stop();
      performance.mark(WARMED_UP);
    });
  };
  const next = () => {
    pending = 0;
    // Taken off the queue once drawn: stopped before that, it waits for the next warm-up.
    const position = queue[0];
    if (position) {
      draw(
        position,
        () => {
          queue.shift();
          next();
        },
        <>
          <svg>
            <parts.Drawing />
          </svg>
          <StageText labelId="" descriptionId="" />
          <Timeline />
          <Controls />
          <CaptionPanel />
          <Ledger />
          <ObjectPanels />
        </>,
      );
      return;
    }
    // The steps' tree is unmounted now; the press's is drawn in the next idle moment.
    stop();
    pending = requestIdleCallback(() =>
      draw(
        { step: 5, t: 0 },
        press,
        <>
          <Announcer />
          <Timeline />
        </>,
      ),
    );
  };
  pending = requestIdleCallback(next);
  // Stopped early (the player went away), what is not drawn yet waits for the next one.
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
