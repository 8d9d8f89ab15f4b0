import { NOW_LABEL, type CaptionWords } from '../model/caption';
import { NAME_BREAKS } from '../player/WithBreaks';

// The caption band of a video or GIF frame, as pure layout: its words in faces, broken into
// lines that fit the band, and its size. Text is measured by a function the caller gives (a
// canvas's measureText in the exporter, a stand-in in tests), so this module draws nothing.

/** The faces of the band: the step's count, its title, the "Now:" label, the sentence. */
export type Face = 'count' | 'title' | 'label' | 'body';

export interface Run {
  readonly text: string;
  readonly face: Face;
}

/** A word placed on a line, `x` from the line's start. */
export interface Piece extends Run {
  readonly x: number;
}

export type Line = readonly Piece[];

/** The width of a text in a face, in the frame's pixels. */
export type Measure = (text: string, face: Face) => number;

/** The band's two parts: the step (its count and title) and the "Now:" sentence. */
export const bandRuns = (w: CaptionWords): { heading: Run[]; now: Run[] } => ({
  heading: [
    { text: `${w.count} ·`, face: 'count' },
    { text: w.title, face: 'title' },
  ],
  now: [
    { text: NOW_LABEL, face: 'label' },
    { text: w.now, face: 'body' },
  ],
});

/**
 * A word wider than a whole line, in the pieces the player would break it into (between the
 * words of a camel-cased name, after a dot); any other word is one piece. Glued pieces follow the
 * one before with no space.
 */
function piecesOf(text: string, face: Face, width: number, measure: Measure) {
  const parts = measure(text, face) > width ? text.split(NAME_BREAKS) : [text];
  return parts.map((part, i) => ({ text: part, face, glued: i > 0 }));
}

/**
 * Runs set as lines no wider than `width`: broken at spaces, never inside a word, except a word
 * that no line could hold, which breaks where the player's caption breaks it.
 */
export function wrapRuns(runs: readonly Run[], width: number, measure: Measure): Line[] {
  const words = runs.flatMap((r) =>
    r.text
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((w) => piecesOf(w, r.face, width, measure)),
  );
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let x = 0;
  for (const w of words) {
    const wide = measure(w.text, w.face);
    const gap = line.length && !w.glued ? measure(' ', w.face) : 0;
    if (line.length && x + gap + wide > width) {
      lines.push(line);
      line = [];
      x = 0;
    } else x += gap;
    line.push({ text: w.text, face: w.face, x });
    x += wide;
  }
  if (line.length) lines.push(line);
  return lines;
}

/**
 * The band's measures for a frame `width` pixels wide, in its pixels. Type scales with the frame
 * from a 720p video's, whose sentence, the band's smallest text, is set so that each of its lines
 * stands at least 18 px tall in ink, capitals and ascenders included (e2e/export.spec.ts measures it).
 */
export function bandMetrics(width: number) {
  const u = width / 1280;
  return {
    /** Around the text, and between the step and the sentence. */
    pad: 16 * u,
    gap: 6 * u,
    /** The accent bar beside the sentence, as the player's "Now:" box has, and the space after it. */
    bar: 4 * u,
    indent: 16 * u,
    heading: { size: 26 * u, line: 34 * u },
    now: { size: 24 * u, line: 32 * u },
  };
}

export interface BandLayout {
  readonly heading: Line[];
  readonly now: Line[];
}

/** The band's words at a position, set in lines for a frame `width` pixels wide. */
export function layoutBand(words: CaptionWords, width: number, measure: Measure): BandLayout {
  const m = bandMetrics(width);
  const runs = bandRuns(words);
  return {
    heading: wrapRuns(runs.heading, width - 2 * m.pad, measure),
    now: wrapRuns(runs.now, width - 2 * m.pad - m.bar - m.indent, measure),
  };
}

/**
 * The band's height, in even pixels (as a video's and a GIF's sizes are), for the most lines
 * of each part that any of its frames holds: a file keeps one size, and no frame's words are cut.
 */
export function bandHeight(width: number, headingLines: number, nowLines: number): number {
  const m = bandMetrics(width);
  const h = 2 * m.pad + headingLines * m.heading.line + m.gap + nowLines * m.now.line;
  return 2 * Math.ceil(h / 2);
}
