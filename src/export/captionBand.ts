import { captionAt } from '../model/caption';
import type { Position } from '../model/timeline';
import { bandHeight, bandMetrics, layoutBand, type BandLayout, type Face, type Line } from './band';
import type { Box } from './recording';

// The caption band drawn on a frame: the step and the "Now:" sentence at the frame's position,
// in the player's colours and font, set as band.ts lays them out.

/** The player's colours and font, as its theme resolves them. */
export interface BandPalette {
  readonly ink: string;
  readonly accent: string;
  readonly paper: string;
  readonly rule: string;
  readonly font: string;
}

/**
 * The palette of the player root `root` is drawn in: its custom properties hold light-dark()
 * pairs, which only an element's computed colour resolves, so a probe inside it reads them.
 */
export function paletteOf(root: HTMLElement): BandPalette {
  const probe = document.createElement('span');
  root.append(probe);
  const colour = (name: string) => {
    probe.style.color = `var(${name})`;
    return getComputedStyle(probe).color;
  };
  try {
    return {
      ink: colour('--ink'),
      accent: colour('--accent'),
      // The player's "Now:" box, under the stage's own paper.
      paper: colour('--panel-2'),
      rule: colour('--line'),
      font: getComputedStyle(root).fontFamily,
    };
  } finally {
    probe.remove();
  }
}

export interface CaptionBand {
  /** The band's height, the same for every frame of the file. */
  readonly height: number;
  /** Draws the band of the frame at `p` into `box`. */
  draw(ctx: CanvasRenderingContext2D, p: Position, box: Box): void;
}

/**
 * The band for frames `width` pixels wide at `positions` (all the file's frames): tall enough for
 * the most lines any of them needs. Each position's words are laid out once per sentence.
 */
export function captionBand(
  positions: Iterable<Position>,
  width: number,
  reply: boolean,
  palette: BandPalette,
): CaptionBand {
  const m = bandMetrics(width);
  const fontOf = (face: Face) => {
    const size = face === 'count' || face === 'title' ? m.heading.size : m.now.size;
    return `${face === 'body' ? 400 : 700} ${size}px ${palette.font}`;
  };
  const measurer = document.createElement('canvas').getContext('2d');
  if (!measurer) throw new Error('no 2D canvas');
  const measure = (text: string, face: Face) => {
    measurer.font = fontOf(face);
    return measurer.measureText(text).width;
  };
  const layouts = new Map<string, BandLayout>();
  const layoutAt = (p: Position) => {
    const words = captionAt(p, reply);
    const key = `${words.count}\n${words.title}\n${words.now}`;
    let layout = layouts.get(key);
    if (!layout) layouts.set(key, (layout = layoutBand(words, width, measure)));
    return layout;
  };
  let [headingLines, nowLines] = [0, 0];
  for (const p of positions) {
    const l = layoutAt(p);
    headingLines = Math.max(headingLines, l.heading.length);
    nowLines = Math.max(nowLines, l.now.length);
  }
  const write = (ctx: CanvasRenderingContext2D, lines: Line[], x: number, top: number, line: number) =>
    lines.forEach((pieces, i) => {
      for (const piece of pieces) {
        ctx.font = fontOf(piece.face);
        ctx.fillStyle = piece.face === 'count' ? palette.accent : palette.ink;
        ctx.fillText(piece.text, x + piece.x, top + (i + 0.5) * line);
      }
    });
  return {
    height: bandHeight(width, headingLines, nowLines),
    draw(ctx, p, box) {
      const { heading, now } = layoutAt(p);
      ctx.fillStyle = palette.paper;
      ctx.fillRect(box.x, box.y, box.width, box.height);
      ctx.fillStyle = palette.rule;
      ctx.fillRect(box.x, box.y, box.width, Math.max(1, Math.round(m.bar / 4)));
      ctx.textBaseline = 'middle';
      ctx.textAlign = 'left';
      const top = box.y + m.pad;
      write(ctx, heading, box.x + m.pad, top, m.heading.line);
      const nowTop = top + heading.length * m.heading.line + m.gap;
      ctx.fillStyle = palette.accent;
      ctx.fillRect(box.x + m.pad, nowTop, m.bar, now.length * m.now.line);
      write(ctx, now, box.x + m.pad + m.bar + m.indent, nowTop, m.now.line);
    },
  };
}
