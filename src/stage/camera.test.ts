import { describe, expect, it } from 'vitest';
import { compiledStep, durationOf } from '../model/position';
import { sceneAt } from '../model/scene';
import { STEP_NUMBERS, type StepNumber } from '../model/steps';
import { PAN_SECONDS, cameraOf } from './camera';
import { PLANS, pointAlong, signalPath } from './layout';
import { packetPoint } from './Packets';

const plan = PLANS.narrow;
const camera = plan.camera!;
const shown = camera.window - camera.strip;
const times = (step: StepNumber) =>
  Array.from({ length: Math.floor(durationOf(step) / 0.05) + 1 }, (_, i) => Math.round(i * 5) / 100);

describe('the phone’s window onto the drawing', () => {
  it.each(STEP_NUMBERS)(
    'step %i: keeps the packet or signal that set off last in view, once it has panned to it, playing or still',
    (n) => {
      const step = compiledStep(n);
      for (const still of [false, true]) {
        const top = cameraOf(plan, step, still);
        // Since when the window has followed what it follows now.
        let since = { id: '', t: 0 };
        for (const t of times(n)) {
          const s = sceneAt(n, t);
          const y = top(s);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y + shown).toBeLessThanOrEqual(camera.drawing);
          const movers = [
            ...s.packets
              .filter((p) => !p.arrived)
              .map((p) => ({
                id: p.id,
                start: step.packets.find((q) => q.id === p.id)!.start,
                at: packetPoint(plan, s, p.id, still)!.y,
              })),
            ...s.signals.map((g) => ({
              id: g.id,
              start: step.signals.find((q) => q.id === g.id)!.start,
              at: pointAlong(signalPath(plan, g.spec.from), still ? 0 : g.progress).y,
            })),
          ].sort((a, b) => a.start - b.start);
          const followed = movers.at(-1);
          if (!followed) continue;
          if (followed.id !== since.id) since = { id: followed.id, t };
          if (t < since.t + (still ? 0 : PAN_SECONDS)) continue;
          expect(followed.at, `step ${n} at ${t} s, ${followed.id}`).toBeGreaterThanOrEqual(y);
          expect(followed.at, `step ${n} at ${t} s, ${followed.id}`).toBeLessThanOrEqual(y + shown);
        }
      }
    },
  );

  it.each(STEP_NUMBERS)(
    'step %i: moves without leaps while playing, and lands where playing would when sought',
    (n) => {
      const top = cameraOf(plan, compiledStep(n), false);
      let last: number | null = null;
      for (const t of times(n)) {
        const y = top(sceneAt(n, t));
        // Less than a tenth of the drawing in a twentieth of a second.
        if (last !== null)
          expect(Math.abs(y - last), `step ${n} at ${t} s`).toBeLessThan(camera.drawing / 10);
        last = y;
        expect(cameraOf(plan, compiledStep(n), false)(sceneAt(n, t))).toBe(y);
      }
    },
  );

  it('shows the box a change was made to, once it has panned there', () => {
    // Step 4 at 18.4 s: web-1's endpoint leaves the EndpointSlice.
    const top = cameraOf(plan, compiledStep(4), false);
    const y = top(sceneAt(4, 18.4 + PAN_SECONDS));
    expect(plan.slice.y).toBeGreaterThanOrEqual(y);
    expect(plan.slice.y + plan.slice.h).toBeLessThanOrEqual(y + shown);
  });

  it('is there only for the plan too tall for its screen', () => {
    expect(PLANS.wide.camera).toBeNull();
    expect(PLANS.medium.camera).toBeNull();
  });
});
