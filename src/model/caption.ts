import { sceneAt } from './scene';
import type { StepNumber } from './steps';
import { STEP_COUNT, compiledStep } from './position';
import type { Moment, Position } from './timeline';

// The caption's words at a position: what the player's caption panel shows, and what a video's
// or a GIF's caption band draws, so the two cannot say different things.

/** The label before the current sentence. */
export const NOW_LABEL = 'Now:';

/** Where a step stands in the story, as its caption and the controls say it. */
export const stepCountWords = (step: StepNumber) => `Step ${step} of ${STEP_COUNT}`;

// Steps 2, 4 and 5 say their first thing about a second in; a reader who jumps to one, paused at
// its start, would otherwise read an empty "Now:".
/** The "Now:" sentence for the latest moment that said something. */
export const nowWords = (said: Moment | null): string =>
  said?.says ?? 'Nothing has changed yet in this step.';

export interface CaptionWords {
  /** "Step 2 of 5". */
  readonly count: string;
  /** The step's name. */
  readonly title: string;
  /** The "Now:" sentence, without its label. */
  readonly now: string;
}

/** The caption at a position, with the reply shown or not (which changes some steps' times). */
export function captionAt(p: Position, reply = false): CaptionWords {
  const step = compiledStep(p.step, reply);
  return {
    count: stepCountWords(p.step),
    title: step.spec.name,
    now: nowWords(sceneAt(p.step, p.t, reply).said),
  };
}
