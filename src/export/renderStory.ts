import type { Theme } from '../store/player';
import { mountOffscreen, type OffscreenStage } from './offscreen';
import { FPS, frameSize, planFrames, type Format, type Plan, type Range } from './plan';
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
}

/** Frames whose colours pick a GIF's palette: spread over the range, the first and last too. */
const SAMPLES = 8;

export async function renderStory(options: RenderOptions): Promise<Rendered> {
  const { format, signal } = options;
  const fps = FPS[format];
  const plan: Plan | string = planFrames(options, fps);
  if (typeof plan === 'string') throw new RangeError(`Nothing to render: ${plan}.`);
  const { width, height } = frameSize(format, options.width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // The GIF reads every frame's pixels back: kept in memory, not on a GPU, that is quick.
  canvas.getContext('2d', { willReadFrequently: format === 'gif' });
  // The stage's own code is loaded by the page already; this is that same module.
  const parts = await import('../stage/motionParts');
  const encoder: Encoder | null =
    format === 'webm'
      ? await videoEncoder(canvas, fps)
      : format === 'gif'
        ? gifEncoder(width, height, fps)
        : null;
  let stage: OffscreenStage | null = null;
  const stopped = () => {
    if (signal?.aborted) throw new Cancelled();
  };
  try {
    stopped();
    stage = mountOffscreen(options.host, parts, {
      theme: options.theme ?? 'auto',
      reduceMotion: options.reduceMotion ?? false,
      reply: options.reply ?? false,
    });
    const paper = stage.paper;
    const draw = async (k: number) => {
      const svg = await stage!.show(plan.at(k));
      await parts.drawFrame(parts.frameAsSvg(svg, ''), canvas, paper);
      stopped();
    };
    if (encoder?.sample) {
      for (let i = 0; i < SAMPLES; i++) {
        await draw(Math.round((i * (plan.frames - 1)) / (SAMPLES - 1)));
        await encoder.sample(canvas);
      }
    }
    for (let k = 0; k < plan.frames; k++) {
      await draw(k);
      if (encoder) await encoder.add(canvas, k);
      else await options.onPng?.(k, await pngOf(canvas));
      stopped();
      options.onProgress?.(k + 1, plan.frames);
    }
    const done = encoder ? await encoder.finish() : { blob: null };
    stopped();
    return { ...done, frames: plan.frames, seconds: plan.seconds, width, height };
  } finally {
    encoder?.close();
    stage?.remove();
  }
}

const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((done, fail) =>
    canvas.toBlob((b) => (b ? done(b) : fail(new Error('the frame could not be made a PNG'))), 'image/png'),
  );
