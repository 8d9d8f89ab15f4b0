import { STEP_COUNT, compiledStep, durationOf } from '../model/position';
import { atEnd, type PlayerState } from './player';

type Heard = Pick<
  PlayerState,
  'step' | 't' | 'playing' | 'speed' | 'presenting' | 'pauseAtSteps' | 'blank' | 'showReply'
>;

export const stepWords = (step: Heard['step']) =>
  `Step ${step} of ${STEP_COUNT}: ${compiledStep(step).spec.name}.`;

/**
 * Why the player stands still where it does, when that needs saying: at the end of the story, or
 * at a step's end with "pause at each step" on, where only Next goes on. Null otherwise.
 */
export function waitingWords(s: Heard): string | null {
  if (s.playing) return null;
  if (atEnd(s, s.showReply)) return 'The end. Press Play to start again from step 1.';
  if (s.pauseAtSteps && s.t >= durationOf(s.step, s.showReply))
    return `End of step ${s.step}. Press Next to go on.`;
  return null;
}

/**
 * What a screen reader is told, politely and once, when the player changes: another step,
 * playing starting or stopping (and why it stopped), a control's move within the step, the
 * speed, the presenter view, the blank screen. Never the clock's progress inside a step, which
 * would be a flood, nor the scrubber's. Null when there is nothing to say.
 */
export function announcement(prev: Heard, next: Heard & Pick<PlayerState, 'cause'>): string | null {
  if (next.blank !== prev.blank)
    return next.blank ? 'Screen blanked. Any key shows it again.' : 'Screen shown.';
  if (next.step !== prev.step) {
    // The scrubber says its step itself (its value's words); a drag across five would be five.
    if (next.cause === 'scrub') return null;
    return next.playing && !prev.playing ? `${stepWords(next.step)} Playing.` : stepWords(next.step);
  }
  if (next.playing !== prev.playing) return next.playing ? 'Playing.' : (waitingWords(next) ?? 'Paused.');
  // Moved within the step by a control, which would otherwise be silent: Previous or Restart
  // back to its start (and what was said of its end no longer holds), → to the end of step 5.
  if (next.cause === 'user' && next.t !== prev.t) {
    if (next.t === 0) return stepWords(next.step);
    const waiting = waitingWords(next);
    if (waiting && waiting !== waitingWords(prev)) return waiting;
  }
  // "times", not "×", which a screen reader may read as a multiplication sign.
  if (next.speed !== prev.speed) return `Speed ${next.speed} times.`;
  if (next.presenting !== prev.presenting) {
    return next.presenting ? 'Presenter view. Esc leaves it.' : 'Left the presenter view.';
  }
  return null;
}
