import { describe, isPlainObject, own, seekError } from './messages';
import { isSpeed, type Speed } from './settings';
import type { StepNumber } from './steps';

// What the windows of one talk (the presenter's player and its speaker view) say to each other
// over a BroadcastChannel, checked field by field as a host's messages are (messages.ts). The
// channel reaches only this origin's windows in this browser; its messages come from our own
// code, perhaps another version of it, and are still trusted no further than this.

/** The BroadcastChannel's name, and the `channel` every message on it carries. */
export const TALK_CHANNEL = 'lb-straight-to-pods-talk';

/** Where a window of the talk is, and the settings its clock runs by. */
export interface TalkPosition {
  readonly step: StepNumber;
  readonly t: number;
  readonly playing: boolean;
  readonly speed: Speed;
  readonly pauseAtSteps: boolean;
  readonly showReply: boolean;
}

export type TalkMessage =
  /** A window that has just opened, or come back into view, asks the others where the talk is. */
  | { readonly type: 'hello' }
  /** Where the sender is now: after one of its readers' actions, or in answer to a hello. */
  | { readonly type: 'position'; readonly position: TalkPosition };

export type ParsedTalk = { readonly message: TalkMessage } | { readonly error: string };

const FLAGS = ['playing', 'pauseAtSteps', 'showReply'] as const;

/** A position as it goes on the channel. */
export const positionMessage = (p: TalkPosition) => ({
  channel: TALK_CHANNEL,
  type: 'position',
  step: p.step,
  t: p.t,
  playing: p.playing,
  speed: p.speed,
  pauseAtSteps: p.pauseAtSteps,
  showReply: p.showReply,
});

export const helloMessage = () => ({ channel: TALK_CHANNEL, type: 'hello' });

export function parseTalkMessage(data: unknown): ParsedTalk {
  if (!isPlainObject(data)) return { error: `expected an object, got ${describe(data)}` };
  if (own(data, 'channel') !== TALK_CHANNEL) return { error: `expected channel "${TALK_CHANNEL}"` };
  const type = own(data, 'type');
  switch (type) {
    case 'hello':
      return { message: { type } };
    case 'position': {
      const step = own(data, 'step');
      const t = own(data, 't');
      const error = seekError(step, t, 'position');
      if (error) return { error };
      const speed = own(data, 'speed');
      if (!isSpeed(speed)) return { error: 'position needs speed: 0.5, 1, 1.5 or 2' };
      const [playing, pauseAtSteps, showReply] = FLAGS.map((name) => own(data, name));
      if (
        typeof playing !== 'boolean' ||
        typeof pauseAtSteps !== 'boolean' ||
        typeof showReply !== 'boolean'
      ) {
        return { error: `position needs ${FLAGS.join(', ')}: true or false` };
      }
      return {
        message: {
          type,
          position: { step: step as StepNumber, t: t as number, playing, speed, pauseAtSteps, showReply },
        },
      };
    }
    default:
      return { error: `unknown type ${describe(type)}` };
  }
}
