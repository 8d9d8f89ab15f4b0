import { describe, expect, it } from 'vitest';
import { STEP_NUMBERS } from '../model/steps';
import { captionAt } from '../model/caption';
import { sayingsOf } from '../model/scene';
import { compiledStep } from '../model/position';
import {
  bandHeight,
  bandMetrics,
  bandRuns,
  layoutBand,
  wrapRuns,
  type Face,
  type Line,
  type Measure,
} from './band';

/** A stand-in for the canvas: every character as wide as `em` times a face's size. */
const monospace =
  (width: number, em = 0.6): Measure =>
  (text: string, face: Face) => {
    const m = bandMetrics(width);
    return text.length * em * (face === 'count' || face === 'title' ? m.heading.size : m.now.size);
  };

const textOf = (lines: readonly Line[]) => lines.map((l) => l.map((p) => p.text).join(' ')).join(' ');
const rightEdge = (line: Line, measure: Measure) => {
  const last = line[line.length - 1]!;
  return last.x + measure(last.text, last.face);
};

describe('the caption band’s lines', () => {
  const measure: Measure = (text) => text.length * 10;

  it('break at spaces only, each line as full as it can be and none wider than the band', () => {
    const text = 'A new connection from 203.0.113.7 lands on Node-2, which runs no backend.';
    const lines = wrapRuns([{ text, face: 'body' }], 200, measure);
    expect(lines.length).toBeGreaterThan(1);
    // Every word whole, in order: nothing cut, nothing lost.
    expect(textOf(lines)).toBe(text);
    lines.forEach((line, i) => {
      expect(rightEdge(line, measure)).toBeLessThanOrEqual(200);
      const next = lines[i + 1]?.[0];
      // The next line's first word would not have fitted after this line's last.
      if (next) expect(rightEdge(line, measure) + 10 + measure(next.text, next.face)).toBeGreaterThan(200);
    });
  });

  it('keep each run’s face, and a space between runs', () => {
    const [line] = wrapRuns(
      bandRuns({ count: 'Step 2 of 5', title: 'Register the Pod', now: '' }).heading,
      1000,
      measure,
    );
    expect(line!.map((p) => [p.text, p.face, p.x])).toEqual([
      ['Step', 'count', 0],
      ['2', 'count', 50],
      ['of', 'count', 70],
      ['5', 'count', 100],
      ['·', 'count', 120],
      ['Register', 'title', 140],
      ['the', 'title', 230],
      ['Pod', 'title', 270],
    ]);
  });

  it('break a word no line can hold where the player’s caption breaks it, and only then', () => {
    const runs = [{ text: 'spec.allocateLoadBalancerNodePorts: false', face: 'body' as const }];
    expect(wrapRuns(runs, 420, measure).map((l) => l.map((p) => p.text))).toEqual([
      ['spec.allocateLoadBalancerNodePorts:', 'false'],
    ]);
    const narrow = wrapRuns(runs, 130, measure);
    expect(narrow.map((l) => l.map((p) => p.text).join(''))).toEqual([
      'spec.allocate',
      'LoadBalancer',
      'NodePorts:',
      'false',
    ]);
    for (const line of narrow) expect(rightEdge(line, measure)).toBeLessThanOrEqual(130);
  });

  it('hold every sentence of the story in a 720p video, the longest in a few lines', () => {
    const width = 1280;
    const m = bandMetrics(width);
    const wide = monospace(width);
    let most = 0;
    for (const n of STEP_NUMBERS) {
      for (const said of sayingsOf(compiledStep(n))) {
        const words = captionAt({ step: n, t: said?.at ?? 0 });
        const band = layoutBand(words, width, wide);
        expect(band.heading).toHaveLength(1);
        expect(textOf(band.now)).toBe(`Now: ${words.now}`.replace(/\s+/g, ' '));
        for (const line of band.now)
          expect(rightEdge(line, wide)).toBeLessThanOrEqual(width - 2 * m.pad - m.bar - m.indent);
        most = Math.max(most, band.now.length);
      }
    }
    expect(most).toBeGreaterThan(2);
    expect(most).toBeLessThanOrEqual(5);
  });

  it('sets the sentence in at least 18 px type in a 720p video, larger in a 1080p one', () => {
    expect(bandMetrics(1280).now.size).toBeGreaterThanOrEqual(18);
    expect(bandMetrics(1920).now.size).toBe(bandMetrics(1280).now.size * 1.5);
    expect(bandMetrics(1280).heading.size).toBeGreaterThan(bandMetrics(1280).now.size);
  });

  it('is as tall as its most lines, in even pixels', () => {
    const h = bandHeight(1280, 1, 2);
    expect(h % 2).toBe(0);
    expect(bandHeight(1280, 1, 3) - h).toBeCloseTo(bandMetrics(1280).now.line, -1);
    expect(bandHeight(960, 1, 2) % 2).toBe(0);
  });
});
