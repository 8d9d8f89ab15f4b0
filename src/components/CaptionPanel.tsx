import { STEP_COUNT, compiledStep, sayingsOf } from '../model/scene';
import type { CompiledStep, Moment } from '../model/timeline';
import { waitingWords } from '../store/announce';
import { usePlayer, useScene } from '../store/context';
import { NAME_BREAKS, WithBreaks } from './WithBreaks';

// Steps 2, 4 and 5 say their first thing about a second in; a reader who jumps to one, paused at
// its start, would otherwise read an empty "Now:".
const textOf = (said: Moment | null) => said?.says ?? 'Nothing has changed yet in this step.';

/** By characters: a proxy for lines that the layout tests check at 1920 and 1440 px wide. */
const longestOf = (step: CompiledStep) =>
  sayingsOf(step)
    .map(textOf)
    .reduce((longest, text) => (text.length > longest.length ? text : longest));

export function CaptionPanel() {
  const step = usePlayer((p) => p.step);
  const said = useScene((s) => s.said);
  const compiled = compiledStep(step);
  const spec = compiled.spec;
  // Stopped where only Next goes on (pause at each step, or the end): said on screen too, for a
  // presenter, whose only other sign is the Pause button turning back into Play.
  const waiting = usePlayer(waitingWords);
  return (
    <div className="caption-panel">
      <h3 className="step-name">
        <span className="step-count">
          Step {step} of {STEP_COUNT}
        </span>
        <WithBreaks text={spec.name} at={NAME_BREAKS} />
      </h3>
      <p className="caption">
        <WithBreaks text={spec.caption} at={NAME_BREAKS} />
      </p>
      {/* The current sentence is drawn over a hidden copy of the step's longest, which holds the
          line's place: the ledger below stays put while the step plays, where it moved at each
          sentence (27 times over the story at 1920×1080). One copy, not all of the step's
          sentences: laying out step 4's 16 at its start took 5–15 ms more at 4× CPU. */}
      <div className="now">
        <p className="said">
          <span className="now-label">Now: </span>
          <WithBreaks text={textOf(said)} at={NAME_BREAKS} />
        </p>
        <p className="not-now">
          <span className="now-label">Now: </span>
          <WithBreaks text={longestOf(compiled)} at={NAME_BREAKS} />
        </p>
      </div>
      {waiting && (
        <p className="waiting" aria-hidden="true">
          {waiting}
        </p>
      )}
    </div>
  );
}
