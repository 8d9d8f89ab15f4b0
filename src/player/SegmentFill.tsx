import { LazyMotion, domMin } from 'framer-motion';
import type { StepNumber } from '../model/steps';
import * as m from 'framer-motion/m';
import { useSceneValue } from '../hooks/useSceneValue';

/** How much of step `n` has played: a bar along the bottom of its segment. */
export function SegmentFill({ n }: { n: StepNumber }) {
  // framer-motion writes the bar only when this value changes.
  const fill = useSceneValue((s) =>
    s.position.step > n ? 1 : s.position.step < n ? 0 : s.position.t / s.step.duration,
  );
  return (
    <LazyMotion features={domMin} strict>
      <m.span className="fill" aria-hidden="true" style={{ scaleX: fill }} />
    </LazyMotion>
  );
}
