import { readFileSync } from 'node:fs';
import { STEP_NUMBERS } from '../model/steps';
import { describe, expect, it } from 'vitest';
import { NODE_NAMES } from '../model/cluster';
import type { Place } from '../model/routing';
import { sceneAt } from '../model/scene';
import { durationOf } from '../model/position';
import { packetTag } from '../model/tag';
import {
  PLANS,
  TAG_TYPE,
  dock,
  nodePortBadge,
  pathBetween,
  podBox,
  rewriteNote,
  tagBox,
  tagRows,
  type Box,
} from './layout';
import { SMALLEST_TEXT_PX, SMALLEST_TYPE, PLAN_SIZES, minWidthOf, planFor, type PlanName } from './planSizes';

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

describe.each(Object.values(PLANS))('the $name plan', (plan) => {
  // Seen through a window (a phone's), the drawing is as tall as its camera says; the tag rides
  // in the window's strip, over it.
  const stage: Box = { x: 0, y: 0, w: plan.view.width, h: plan.camera?.drawing ?? plan.view.height };
  const band: Box = plan.camera ? { x: 0, y: 0, w: plan.view.width, h: plan.camera.strip } : stage;
  const boxes: [string, Box][] = [
    ['client', plan.client],
    ['controller', plan.controller],
    ['balancer', plan.balancer],
    ['slice', plan.slice],
    ['service', plan.service],
    ['counters', plan.counters],
    ...NODE_NAMES.map((n): [string, Box] => [n, plan.nodes[n]]),
  ];

  it('has its size in view.ts, for the page to reserve', () => {
    expect(plan.view).toEqual(PLAN_SIZES[plan.name]);
  });

  it('keeps every box inside the stage and apart from the others', () => {
    for (const [name, b] of boxes) {
      expect(inside(b, stage), name).toBe(true);
      for (const [other, o] of boxes) if (o !== b) expect(overlaps(b, o), `${name} and ${other}`).toBe(false);
    }
    expect(inside(plan.tagBand, band)).toBe(true);
    if (!plan.camera) for (const [other, o] of boxes) expect(overlaps(plan.tagBand, o), other).toBe(false);
  });

  it('keeps a Node’s node port, rewrite and Pod inside it and apart', () => {
    for (const n of NODE_NAMES) {
      const parts = [nodePortBadge(plan, n), rewriteNote(plan, n), podBox(plan, n)];
      for (const p of parts) expect(inside(p, plan.nodes[n]), n).toBe(true);
      expect(
        overlaps(parts[0]!, parts[1]!) || overlaps(parts[1]!, parts[2]!) || overlaps(parts[0]!, parts[2]!),
      ).toBe(false);
    }
  });

  it('runs the cluster network between boxes, never through one', () => {
    const places: Place[] = NODE_NAMES.flatMap((node): Place[] => [
      { kind: 'node', node },
      { kind: 'node-port', node },
      { kind: 'pod', pod: 'web-1', node },
    ]);
    for (const to of places) {
      const path = pathBetween(plan, { kind: 'balancer' }, to);
      // The legs on the network: from the balancer's edge to the Node's edge.
      for (const [p, q] of path
        .slice(1, -1)
        .map((p, i) => [p, path[i + 2]!] as const)
        .slice(0, -1)) {
        const leg: Box = {
          x: Math.min(p.x, q.x) + 0.5,
          y: Math.min(p.y, q.y) + 0.5,
          w: Math.max(Math.abs(q.x - p.x) - 1, 0.01),
          h: Math.max(Math.abs(q.y - p.y) - 1, 0.01),
        };
        for (const [name, b] of [...boxes, ['tag band', plan.tagBand] as [string, Box]])
          expect(overlaps(leg, b), `${JSON.stringify(to)} through ${name}`).toBe(false);
      }
    }
  });

  it('keeps a packet’s tag in its band, under its packet, at every moment of every step', () => {
    const band = plan.tagBand;
    for (const reply of [false, true])
      for (const step of STEP_NUMBERS)
        for (let t = 0; t <= durationOf(step, reply); t += 0.1) {
          const p = sceneAt(step, t, reply).packets[0];
          const here = p?.route.hops[p.hop];
          if (!p || !here) continue;
          const tag = packetTag(p);
          const x = dock(plan, here.place).x;
          const lines = [tag.heading, ...tag.lines.map((l) => l.text)];
          const rows = lines.flatMap((l) => tagRows(plan, l));
          // Broken into rows that read as the lines did.
          expect(rows.join('')).toBe(lines.join(''));
          const box = tagBox(plan, x, rows);
          expect(inside(box, band), `step ${step} at ${t.toFixed(1)} s: ${rows.join('|')}`).toBe(true);
          // Its longest row fits the band, so the tag is never cut to the band's width.
          const longest = Math.max(...rows.map((l) => l.trimEnd().length));
          expect(2 * TAG_TYPE.pad + longest * TAG_TYPE.char, rows.join(' | ')).toBeLessThanOrEqual(band.w);
          if (x - box.w / 2 >= band.x && x + box.w / 2 <= band.x + band.w)
            expect(box.x + box.w / 2).toBeCloseTo(x);
        }
  });
});

describe('the plan for a width', () => {
  it('is the widest whose smallest text is drawn at 11 CSS px or more', () => {
    const order: PlanName[] = ['wide', 'medium', 'narrow'];
    for (let width = minWidthOf('narrow'); width <= 2400; width += 7) {
      const plan = planFor(width);
      expect((width / PLAN_SIZES[plan].width) * SMALLEST_TYPE, `${width} px`).toBeGreaterThanOrEqual(
        SMALLEST_TEXT_PX,
      );
      for (const wider of order.slice(0, order.indexOf(plan)))
        expect((width / PLAN_SIZES[wider].width) * SMALLEST_TYPE, `${width} px`).toBeLessThan(
          SMALLEST_TEXT_PX,
        );
    }
  });

  it('is the one the stylesheet reserves the stage’s shape and readable height for, at the same widths', () => {
    const css = readFileSync('src/styles/player.css', 'utf8');
    const readable = (plan: PlanName) =>
      Math.ceil((PLAN_SIZES[plan].height * SMALLEST_TEXT_PX) / SMALLEST_TYPE);
    expect(css).toContain(`.stage {\n    --readable-height: ${readable('wide')}px;\n  }`);
    for (const plan of ['medium', 'narrow'] as const) {
      const below = plan === 'medium' ? minWidthOf('wide') : minWidthOf('medium');
      expect(css, plan).toContain(
        `@container stage (max-width: ${below - 0.02}px) {\n    .stage {\n      aspect-ratio: ${PLAN_SIZES[plan].width} / ${PLAN_SIZES[plan].height};\n      --readable-height: ${readable(plan)}px;`,
      );
    }
  });

  it('draws no text smaller than the smallest type', () => {
    const css = readFileSync('src/styles/player.css', 'utf8');
    const sizes = [...css.matchAll(/^\.stage [^{]*\{[^}]*font-size: ([\d.]+)px/gm)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(3);
    expect(Math.min(...sizes)).toBe(SMALLEST_TYPE);
  });
});
