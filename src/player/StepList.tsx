import { STEPS_HEADING } from '../model/seedText';
import { STEPS, type StepSpec } from '../model/steps';
import { usePlayer } from '../store/context';
import type { Player } from '../store/player';

// Each item reads only whether it is the current step, so a jump draws again the two items
// whose mark moves, not the whole list.
function StepItem({
  spec,
  playFrom,
  onPlay,
}: {
  spec: StepSpec;
  playFrom: Player['playFrom'];
  onPlay: (() => void) | undefined;
}) {
  const current = usePlayer((p) => p.step === spec.n);
  return (
    <li aria-current={current ? 'step' : undefined}>
      <p>{spec.caption}</p>
      <button
        type="button"
        onClick={() => {
          onPlay?.();
          playFrom(spec.n);
        }}
      >
        Play from step {spec.n}
      </button>
    </li>
  );
}

/**
 * `onPlay`: with a "Play from step N", e.g. to bring the player into view. It runs before the
 * jump, so what it reads of the page's layout is what the last frame laid out: after the jump, the
 * store's listeners have written to the page and reading its layout forces a layout of a page
 * that React is about to change again.
 */
export function StepList({ onPlay }: { onPlay?: () => void }) {
  // A store action, the same function for the store's life: the list never draws again for it.
  const playFrom = usePlayer((p) => p.playFrom);
  return (
    <section className="step-list" aria-labelledby="steps-heading">
      <h2 id="steps-heading">{STEPS_HEADING}</h2>
      <ol>
        {STEPS.map((s) => (
          <StepItem key={s.n} spec={s} playFrom={playFrom} onPlay={onPlay} />
        ))}
      </ol>
      <p className="explore-link">
        <a href="?view=explore">Explore what-ifs</a>: change the policy, the targets, the balancer’s source,
        the flag or where the Pods run, and compare two configurations side by side.
      </p>
    </section>
  );
}
