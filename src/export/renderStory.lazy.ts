import type { Theme } from '../store/player';
import { mountOffscreen, type OffscreenStage } from './offscreen';
import {
  FPS,
  frameLayout,
  frameSize,
  recordingOf,
  type Box,
  type Format,
  type Recording,
  type Range,
} from './recording';
import { captionBand, paletteOf } from './captionBand';
import { gifEncoder } from './gif';
import { videoEncoder } from './video';
import { Cancelled, type Encoder } from './encoder';

export { Cancelled, Unsupported } from './encoder';

// The export of a range of the story as a WebM, a GIF or PNG frames, rendered from positions,
// one frame after another, never recorded in real time. This module is its own chunk, loaded
// when a reader asks for a video or GIF (and by the command line's `npm run render`).

export interface RenderOptions extends Range {
  /** The player the stage is drawn out of sight in, for its styles. */
  readonly host: Element;
  readonly format: Format;
  readonly width?: number;
  readonly theme?: Theme;
  readonly reduceMotion?: boolean;
  /** A caption band under the stage: the step and its "Now:" sentence (default on). */
  readonly captions?: boolean;
  readonly signal?: AbortSignal;
  /** Called after each frame, with how many are done of how many. */
  readonly onProgress?: (done: number, total: number) => void;
  /** PNG only: each frame, as it is made; the next waits for it. */
  readonly onPng?: (k: number, png: Blob) => Promise<void> | void;
}

export interface Rendered {
  /** The file, for WebM and GIF. */
  readonly blob: Blob | null;
  readonly frames: number;
  readonly seconds: number;
  readonly width: number;
  readonly height: number;
  /** The video codec used, for WebM. */
  readonly codec?: string;
  /** Where the stage's drawing is in the frame, and the caption band, if any. */
  readonly stage: Box;
  readonly band: Box | null;
}

/** Frames whose colours pick a GIF's palette: spread over the range, the first and last too. */
const SAMPLES = 8;

export async function renderStory(options: RenderOptions): Promise<Rendered> {
  const { format, signal } = options;
  const fps = FPS[format];
  const recording: Recording | string = recordingOf(options, fps);
  if (typeof recording === 'string') throw new RangeError(`Nothing to render: ${recording}.`);
  const reply = options.reply ?? false;
  // The stage's own code is loaded by the page already; this is that same module.
  const parts = await import('../stage/motionParts.lazy');
  let encoder: Encoder | null = null;
  let stage: OffscreenStage | null = null;
  const stopped = () => {
    if (signal?.aborted) throw new Cancelled();
  };
  try {
    stopped();
    stage = mountOffscreen(options.host, parts, {
      theme: options.theme ?? 'auto',
      reduceMotion: options.reduceMotion ?? false,
      reply,
    });
    const band =
      (options.captions ?? true)
        ? captionBand(
            framePositions(recording),
            frameSize(format, options.width).width,
            reply,
            paletteOf(stage.root),
          )
        : null;
    const layout = frameLayout(format, options.width, band?.height);
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [layout.width, layout.height];
    // The GIF reads every frame's pixels back: kept in memory, not on a GPU, that is quick.
    const ctx = canvas.getContext('2d', { willReadFrequently: format === 'gif' });
    if (!ctx) throw new Error('no 2D canvas');
    // With a band, the stage is painted on a canvas of its area's size first, exactly as it is
    // without one, then copied above the band.
    const area = band ? document.createElement('canvas') : canvas;
    [area.width, area.height] = [layout.area.width, layout.area.height];
    encoder =
      format === 'webm'
        ? await videoEncoder(canvas, fps)
        : format === 'gif'
          ? gifEncoder(layout.width, layout.height, fps)
          : null;
    const { paper } = stage;
    const draw = async (k: number) => {
      const p = recording.at(k);
      const svg = await stage!.show(p);
      await parts.drawFrame(parts.frameAsSvg(svg, ''), area, paper);
      if (band && layout.band) {
        ctx.drawImage(area, 0, 0);
        band.draw(ctx, p, layout.band);
      }
      stopped();
    };
    if (encoder?.sample) {
      for (let i = 0; i < SAMPLES; i++) {
        await draw(Math.round((i * (recording.frames - 1)) / (SAMPLES - 1)));
        await encoder.sample(canvas);
      }
    }
    for (let k = 0; k < recording.frames; k++) {
      await draw(k);
      if (encoder) await encoder.add(canvas, k);
      else await options.onPng?.(k, await pngOf(canvas));
      stopped();
      options.onProgress?.(k + 1, recording.frames);
    }
    const done = encoder ? await encoder.finish() : { blob: null };
    stopped();
    const { width, height, stage: drawn, band: under } = layout;
    return {
      ...done,
      frames: recording.frames,
      seconds: recording.seconds,
      width,
      height,
      stage: drawn,
      band: under,
    };
  } finally {
    encoder?.close();
    stage?.remove();
  }
}

/** The position of every frame of a recording, in order. */
function* framePositions(recording: Recording) {
  for (let k = 0; k < recording.frames; k++) yield recording.at(k);
}

const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((done, fail) =>
    canvas.toBlob((b) => (b ? done(b) : fail(new Error('the frame could not be made a PNG'))), 'image/png'),
  );
