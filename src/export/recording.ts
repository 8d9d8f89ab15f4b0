import { PLAN_SIZES } from '../stage/planSizes';
import { isStepNumber } from '../model/settings';
import { durationOf, fromGlobal, totalSeconds } from '../model/position';
import type { Position } from '../model/timeline';

// What a video, a GIF or a frame sequence holds, worked out from the options alone: which
// positions its frames show, at what size. Pure, so that the page, the command line and the tests
// agree on frame k without rendering anything.

export const FORMATS = ['webm', 'gif', 'png'] as const;
export type Format = (typeof FORMATS)[number];

/** Frames per second: a video's is the page's own pace; a GIF's is half, as its bytes add up. */
export const FPS: Record<Format, number> = { webm: 30, gif: 15, png: 30 };

/** The default width of each format: 720p video; a GIF as wide as a README column shows it. */
export const DEFAULT_WIDTH: Record<Format, number> = { webm: 1280, gif: 960, png: 1280 };

/** Encoders take even sizes: video rows come in pairs (4:2:0), and a GIF may as well. */
const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Exports draw the wide plan: the off-screen stage is as wide as it (player.css, .export-stage). */
const VIEW = PLAN_SIZES.wide;

/**
 * The picture's size: a video is 16:9, as players and slides expect, with the stage letterboxed
 * in it; a GIF or a frame is the stage's own shape, with nothing around it.
 */
export function frameSize(format: Format, width = DEFAULT_WIDTH[format]): { width: number; height: number } {
  const w = even(width);
  return { width: w, height: even(format === 'webm' ? (w * 9) / 16 : (w * VIEW.height) / VIEW.width) };
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface FrameLayout {
  readonly width: number;
  readonly height: number;
  /** Where the stage's picture is painted, its paper around the drawing. */
  readonly area: Box;
  /** The drawing itself within the area: as large as fits, centred. */
  readonly stage: Box;
  /** The caption band under the area, or null without captions. */
  readonly band: Box | null;
}

/**
 * Where a frame's parts go, with a caption band `band` pixels tall (0: none). A video keeps its
 * 16:9 size and draws the stage smaller above the band; a GIF or a frame keeps the stage's size
 * and grows by the band.
 */
export function frameLayout(format: Format, width?: number, band = 0): FrameLayout {
  const size = frameSize(format, width);
  const height = format === 'webm' ? size.height : size.height + band;
  const area = { x: 0, y: 0, width: size.width, height: height - band };
  const scale = Math.min(area.width / VIEW.width, area.height / VIEW.height);
  const [w, h] = [VIEW.width * scale, VIEW.height * scale];
  return {
    width: size.width,
    height,
    area,
    stage: { x: (area.width - w) / 2, y: (area.height - h) / 2, width: w, height: h },
    band: band > 0 ? { x: 0, y: area.height, width: size.width, height: band } : null,
  };
}

export interface Range {
  /** One step, or the whole story when absent. */
  readonly step?: number;
  /** Seconds into the step (or the story) where the range starts and ends; default all of it. */
  readonly from?: number;
  readonly to?: number;
  /** The reply shown, which makes some steps longer. */
  readonly reply?: boolean;
}

export interface Recording {
  readonly fps: number;
  readonly frames: number;
  /** Seconds of story the frames cover, frames / fps. */
  readonly seconds: number;
  /** The position frame k shows: the range's start plus k / fps, as `?step&t` would show it. */
  at(k: number): Position;
}

/** The frames of a range, or why the range makes none. */
export function recordingOf(range: Range, fps: number): Recording | string {
  const reply = range.reply ?? false;
  const asked = range.step;
  const step = asked !== undefined && isStepNumber(asked) ? asked : undefined;
  if (asked !== undefined && step === undefined) return `there is no step ${asked}`;
  const length = step === undefined ? totalSeconds(reply) : durationOf(step, reply);
  const from = Math.max(0, range.from ?? 0);
  const to = Math.min(length, range.to ?? length);
  if (!(to > from)) return `the range ${from}–${to} s holds no time`;
  // One frame per 1/fps from the start; the last one begins before the range ends. The small
  // allowance keeps 1 s at 30 fps at 30 frames, whatever the floating point of 1 * 30.
  const frames = Math.ceil((to - from) * fps - 1e-9);
  const at = (k: number): Position => {
    const t = from + k / fps;
    return step === undefined ? fromGlobal(t, reply) : { step, t };
  };
  return { fps, frames, seconds: frames / fps, at };
}

/**
 * A GIF's delay for frame k, in milliseconds. GIF counts delays in hundredths of a second, so
 * 15 fps (6.67 each) goes 7, 6, 7: frame k ends at the hundredth nearest k + 1 frames,
 * and the GIF keeps the story's pace instead of drifting a second slow per fifteen.
 */
export function gifDelay(k: number, fps: number): number {
  const hundredths = (n: number) => Math.round((n * 100) / fps);
  return (hundredths(k + 1) - hundredths(k)) * 10;
}
