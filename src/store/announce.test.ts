import { describe, expect, it } from 'vitest';
import { durationOf, stepStart } from '../model/position';
import { announcement, waitingWords } from './announce';
import { createPlayerStore } from './player';

const FRAME = 1 / 60;

/** Every announcement a store makes while `act` runs. */
function heard(act: (s: ReturnType<typeof createPlayerStore>) => void, initial = {}) {
  const store = createPlayerStore(initial);
  const said: string[] = [];
  store.subscribe((next, prev) => {
    const words = announcement(prev, next);
    if (words) said.push(words);
  });
  act(store);
  return said;
}

describe('what a screen reader is told', () => {
  it('a new step, playing and pausing, the speed and the presenter view, once each', () => {
    expect(
      heard((s) => {
        s.getState().play();
        for (let i = 0; i < 60; i++) s.getState().tick(FRAME);
        s.getState().pause();
        s.getState().next();
        s.getState().faster();
        s.getState().setPresenting(true);
        s.getState().setBlank(true);
        s.getState().setBlank(false);
        s.getState().setPresenting(false);
      }),
    ).toEqual([
      'Playing.',
      'Paused.',
      'Step 2 of 5: Register the Pod.',
      'Speed 1.5 times.',
      'Presenter view. Esc leaves it.',
      'Screen blanked. Any key shows it again.',
      'Screen shown.',
      'Left the presenter view.',
    ]);
  });

  it('nothing while the clock plays within a step', () => {
    expect(heard((s) => [...Array(300)].forEach(() => s.getState().tick(FRAME)), { playing: true })).toEqual(
      [],
    );
  });

  it('why it stopped: at a step’s end with pause at each step on, and at the end of the story', () => {
    const said = heard(
      (s) => {
        for (let i = 0; i < (durationOf(1) + 1) / FRAME; i++) s.getState().tick(FRAME);
        s.getState().next();
      },
      { playing: true, pauseAtSteps: true },
    );
    expect(said).toEqual(['End of step 1. Press Next to go on.', 'Step 2 of 5: Register the Pod. Playing.']);
    const end = heard(
      (s) => [...Array(Math.ceil((durationOf(5) + 1) / FRAME))].forEach(() => s.getState().tick(FRAME)),
      {
        step: 5,
        playing: true,
      },
    );
    expect(end).toEqual(['The end. Press Play to start again from step 1.']);
  });

  it('a move a control makes within the step: back to its start, or to the end of the story', () => {
    expect(heard((s) => s.getState().restart(), { step: 1, t: 3 })).toEqual([
      'Step 1 of 5: Node-port targets.',
    ]);
    expect(heard((s) => s.getState().next(), { step: 5, t: 2 })).toEqual([
      'The end. Press Play to start again from step 1.',
    ]);
    // "End of step 2" no longer holds once Previous has gone back to its start.
    expect(heard((s) => s.getState().previous(), { step: 2, t: durationOf(2), pauseAtSteps: true })).toEqual([
      'Step 2 of 5: Register the Pod.',
    ]);
    // Scrubbing stays silent, to a step's start or across steps: the slider says where it is.
    expect(heard((s) => s.getState().seekGlobal(durationOf(1)), { step: 2, t: 1 })).toEqual([]);
    expect(
      heard((s) => [1, 3, 5].forEach((n) => s.getState().seekGlobal(stepStart(n as 1 | 3 | 5) + 1)), {
        step: 2,
        t: 1,
      }),
    ).toEqual([]);
  });

  it('waits in words only where a reader must act', () => {
    const at = (step: 1 | 5, t: number, pauseAtSteps: boolean) =>
      waitingWords({
        step,
        t,
        playing: false,
        speed: 1,
        presenting: false,
        pauseAtSteps,
        blank: false,
        showReply: false,
      });
    expect(at(1, durationOf(1), true)).toBe('End of step 1. Press Next to go on.');
    expect(at(1, durationOf(1), false)).toBeNull();
    expect(at(1, 2, true)).toBeNull();
    expect(at(5, durationOf(5), false)).toBe('The end. Press Play to start again from step 1.');
  });
});
