import { compiledStep } from './position';
import type { StepNumber } from './steps';

// Apart from scene.ts, and .lazy: only the handout reads it, and a module the page's first
// download holds would carry it there.

/**
 * Everything a step says as it plays, in order and each once: its "Now" lines, which the player
 * shows a second or so each, for reading at one's own pace.
 */
export function toldInStep(step: StepNumber): readonly { readonly at: number; readonly says: string }[] {
  const told: { at: number; says: string }[] = [];
  for (const m of compiledStep(step).moments) {
    // A packet's arrival repeats what its sending said when it has nothing new to say.
    if (m.says && m.says !== told[told.length - 1]?.says) told.push({ at: m.at, says: m.says });
  }
  return told;
}
