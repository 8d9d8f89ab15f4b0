import { describe, expect, it } from 'vitest';
import { durationOf, sceneAt } from '../model/scene';
import { STEP_NUMBERS } from '../model/steps';
import { packetTag } from '../model/tag';
import {
  BALANCER_BOX,
  CLIENT_BOX,
  CONTROLLER_BOX,
  COUNTERS_BOX,
  NODE_BOX,
  SERVICE_BOX,
  SLICE_BOX,
  TAG_BAND,
  TAG_TYPE,
  dock,
  tagBox,
  type Box,
} from './layout';
import { VIEW } from './view';

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
const STAGE: Box = { x: 0, y: 0, w: VIEW.width, h: VIEW.height };
const BOXES = [
  CLIENT_BOX,
  CONTROLLER_BOX,
  BALANCER_BOX,
  SLICE_BOX,
  SERVICE_BOX,
  COUNTERS_BOX,
  ...Object.values(NODE_BOX),
];

describe('a packet’s tag on the stage', () => {
  it('rides a band that no box covers, inside the stage', () => {
    expect(inside(TAG_BAND, STAGE)).toBe(true);
    for (const b of BOXES) expect(overlaps(TAG_BAND, b)).toBe(false);
  });

  it('stays in its band and follows its packet, at every moment of every step', () => {
    for (const reply of [false, true])
      for (const step of STEP_NUMBERS)
        for (let t = 0; t <= durationOf(step, reply); t += 0.1) {
          const p = sceneAt(step, t, reply).packets[0];
          const here = p?.route.hops[p.hop];
          if (!p || !here) continue;
          const tag = packetTag(p);
          const x = dock(here.place).x;
          const lines = [tag.heading, ...tag.lines.map((l) => l.text)];
          const box = tagBox(x, lines);
          expect(inside(box, TAG_BAND), `step ${step} at ${t.toFixed(1)} s`).toBe(true);
          // Its longest line fits the band, so the tag is never cut to the band's width.
          const longest = Math.max(...lines.map((l) => l.length));
          expect(2 * TAG_TYPE.pad + longest * TAG_TYPE.char, lines.join(' | ')).toBeLessThanOrEqual(
            TAG_BAND.w,
          );
          // Under the packet wherever the band reaches.
          if (x - box.w / 2 >= TAG_BAND.x && x + box.w / 2 <= TAG_BAND.x + TAG_BAND.w)
            expect(box.x + box.w / 2).toBeCloseTo(x);
        }
  });
});
