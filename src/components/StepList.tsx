import { STEPS_HEADING } from '../model/copy';
import { STEPS } from '../model/steps';
import { usePlayer } from '../store/context';

export function StepList() {
  const current = usePlayer((p) => p.step);
  const playFrom = usePlayer((p) => p.playFrom);
  return (
    <section className="step-list" aria-labelledby="steps-heading">
      <h2 id="steps-heading">{STEPS_HEADING}</h2>
      <ol>
        {STEPS.map((s) => (
          <li key={s.n} aria-current={s.n === current ? 'step' : undefined}>
            <p>{s.caption}</p>
            <button type="button" onClick={() => playFrom(s.n)}>
              Play from step {s.n}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
