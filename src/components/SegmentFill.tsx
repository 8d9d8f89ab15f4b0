import { useRef } from 'react';
import * as m from 'framer-motion/m';
import { durationOf } from '../model/scene';
import type { StepNumber } from '../model/steps';
import { toPixel, useDeviceWidth } from './useDeviceWidth';
import { useSceneValue } from './useSceneValue';

/** How much of step `n` has played: a bar along the bottom of its segment. */
export function SegmentFill({ n }: { n: StepNumber }) {
  const ref = useRef<HTMLSpanElement>(null);
  const pixels = useDeviceWidth(ref);
  // framer-motion writes the bar only when this value changes.
  const fill = useSceneValue((s) =>
    s.position.step > n ? 1 : s.position.step < n ? 0 : toPixel(s.position.t / durationOf(n), pixels.current),
  );
  return <m.span ref={ref} className="fill" aria-hidden="true" style={{ scaleX: fill }} />;
}
