import { STEP_COUNT, compiledStep } from '../model/scene';
import { waitingWords } from '../store/announce';
import { usePlayer, useScene } from '../store/context';
import { NAME_BREAKS, WithBreaks } from './WithBreaks';

export function CaptionPanel() {
  const step = usePlayer((p) => p.step);
  // Steps 2, 4 and 5 say their first thing about a second in; a reader who jumps to one, paused
  // at its start, would otherwise read an empty "Now:".
  const said = useScene((s) => s.said?.says ?? 'Nothing has changed yet in this step.');
  const spec = compiledStep(step).spec;
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
      <p className="now">
        <span className="now-label">Now: </span>
        <WithBreaks text={said} at={NAME_BREAKS} />
      </p>
      {waiting && (
        <p className="waiting" aria-hidden="true">
          {waiting}
        </p>
      )}
    </div>
  );
}
