import { STEP_COUNT, compiledStep } from '../model/scene';
import { narrate } from '../model/narration';
import { usePlayer, useScene } from '../store/context';

/**
 * The stage's text alternative: a short name, and a description of this moment in words from
 * the model. It changes when the moment does, not every frame, and is not announced: the
 * live region says when the step changes.
 */
export function StageText({ labelId, descriptionId }: { labelId: string; descriptionId: string }) {
  const step = usePlayer((p) => p.step);
  const words = useScene(narrate);
  return (
    <>
      <span id={labelId} hidden>
        {`Diagram, step ${step} of ${STEP_COUNT}: ${compiledStep(step).spec.name}`}
      </span>
      <span id={descriptionId} hidden>
        {words}
      </span>
    </>
  );
}
