import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type * as MotionParts from '../stage/motionParts.lazy';
import { PlayerProvider } from '../store/context';
import { createPlayerStore, type Theme } from '../store/player';
import { ThemedRoot } from '../player/ThemedRoot';
import type { Position } from '../model/timeline';

export type Parts = typeof MotionParts;

export interface OffscreenStage {
  /** Moves this stage (never the reader's) to a position and resolves once it is drawn there. */
  show(p: Position): Promise<SVGSVGElement>;
  /** The frame's paper colour, in the stage's theme. */
  readonly paper: string;
  /** The player root the stage is drawn in, whose theme the caption band takes. */
  readonly root: HTMLElement;
  remove(): void;
}

/**
 * A stage of its own, with a store of its own, drawn out of sight inside `host` (the player, so
 * that its styles reach it, in a shadow root too). The reader's player is never moved: this
 * store is seeked, and seeking sets the position and replays nothing, so any order of frames
 * draws each exactly as `?step&t` would.
 */
export function mountOffscreen(
  host: Element,
  parts: Parts,
  settings: { theme: Theme; reduceMotion: boolean; reply: boolean },
): OffscreenStage {
  const store = createPlayerStore({
    theme: settings.theme,
    reduceMotion: settings.reduceMotion,
    showReply: settings.reply,
  });
  const box = document.createElement('div');
  box.className = 'export-stage';
  // Not for readers or their assistive technology: it is a copy of the stage at another moment.
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  host.append(box);
  const root = createRoot(box);
  const { Stage } = parts;
  // The stage frame: its background is the paper the drawing is exported on.
  flushSync(() =>
    root.render(
      <PlayerProvider store={store}>
        <ThemedRoot>
          <div className="stage-frame">
            <Stage labelId="" />
          </div>
        </ThemedRoot>
      </PlayerProvider>,
    ),
  );
  const svg = box.querySelector('svg.stage');
  const lbRoot = box.firstElementChild;
  if (!(svg instanceof SVGSVGElement) || !(lbRoot instanceof HTMLElement))
    throw new Error('the stage could not be drawn off-screen');
  return {
    paper: parts.paperOf(svg),
    root: lbRoot,
    async show(p) {
      // The discrete scene (what is on the stage) commits now; the continuous values (where a
      // packet is, how faded a row) are framer-motion values, which its frame loop writes to
      // the elements in its next render step: the drawing is read after that step.
      flushSync(() => store.getState().seek(p.step, p.t));
      await new Promise<void>((done) => parts.frame.postRender(() => done()));
      return svg;
    },
    remove() {
      root.unmount();
      box.remove();
    },
  };
}
