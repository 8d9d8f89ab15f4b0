import * as m from 'framer-motion/m';
import { durationOf } from '../model/scene';
import { STEPS, type StepNumber } from '../model/steps';
import { usePlayer } from '../store/context';
import { useSceneValue } from './useSceneValue';

function Segment({ n, name }: { n: StepNumber; name: string }) {
  const current = usePlayer((p) => p.step === n);
  const playFrom = usePlayer((p) => p.playFrom);
  const fill = useSceneValue((s) =>
    s.position.step > n ? 1 : s.position.step < n ? 0 : s.position.t / durationOf(n),
  );
  return (
    <button
      type="button"
      className="segment"
      style={{ flexGrow: durationOf(n) }}
      aria-current={current ? 'step' : undefined}
      aria-label={`Play from step ${n}: ${name}`}
      onClick={() => playFrom(n)}
    >
      <m.span className="fill" aria-hidden="true" style={{ scaleX: fill }} />
      <span className="label">
        {n} · {name}
      </span>
    </button>
  );
}

/** The five steps as a progress track on the stage; each segment plays from its step. */
export function StepTrack() {
  return (
    <div className="track" role="group" aria-label="Steps">
      {STEPS.map((s) => (
        <Segment key={s.n} n={s.n} name={s.name} />
      ))}
    </div>
  );
}
