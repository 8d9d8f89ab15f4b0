import { describe, expect, it } from 'vitest';
import { captionAt, nowWords } from './caption';
import { sayingsOf } from './scene';
import { compiledStep } from './position';
import { STEPS, STEP_NUMBERS } from './steps';

describe('the caption’s words at a position', () => {
  it('name the step and say, from each sentence’s moment on, that sentence', () => {
    for (const n of STEP_NUMBERS) {
      for (const m of sayingsOf(compiledStep(n))) {
        const words = captionAt({ step: n, t: m?.at ?? 0 });
        expect(words).toEqual({ count: `Step ${n} of 5`, title: STEPS[n - 1]!.name, now: nowWords(m) });
      }
    }
  });

  it('say that nothing has changed yet before a step’s first sentence', () => {
    expect(captionAt({ step: 2, t: 0 }).now).toBe('Nothing has changed yet in this step.');
    expect(captionAt({ step: 2, t: 0.5 }).now).toMatch(/^The Service’s annotation/);
  });
});
