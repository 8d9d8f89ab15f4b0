import type { StepNumber } from '../model/steps';
import { useSceneTransform } from '../hooks/useSceneValue';

/** How much of step `n` has played: a bar along the bottom of its segment. */
export function SegmentFill({ n }: { n: StepNumber }) {
  const bar = useSceneTransform<HTMLSpanElement>(
    (s) => `scaleX(${s.position.step > n ? 1 : s.position.step < n ? 0 : s.position.t / s.step.duration})`,
  );
  return <span {...bar} className="fill" aria-hidden="true" />;
}
