import { describe, isPlainObject, own, seekError } from './messages';
import type { StepNumber } from './steps';
import { isSpeed, type Speed } from './settings';

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

/**
 * Which of two positions is the talk's latest. Each window counts the talk's changes: a reader's
 * change counts one more than any the window has seen. Two windows changed at once (the same
 * count) agree by their names, the greater one's. An answer to a hello says where its window is
 * now, taken unless this window has changed since.
 */
export interface TalkOrder {
  readonly version: number;
  /** The window whose change this was. */
  readonly from: string;
  /** An answer to a hello, not a change. */
  readonly answer: boolean;
}

export type TalkMessage =
  /** A window that has just opened, or come back into view, asks the others where the talk is. */
  | { readonly type: 'hello' }
  /** Where the sender is now: after one of its readers' actions, or in answer to a hello. */
  | { readonly type: 'position'; readonly position: TalkPosition; readonly order: TalkOrder };

/** Whether a window whose latest change is `mine` takes a position told with `theirs`. */
export function takes(theirs: TalkOrder, mine: Pick<TalkOrder, 'version' | 'from'>): boolean {
  if (theirs.version !== mine.version) return theirs.version > mine.version;
  return theirs.answer || theirs.from > mine.from;
}

export type ParsedTalk = { readonly message: TalkMessage } | { readonly error: string };

const FLAGS = ['playing', 'pauseAtSteps', 'showReply'] as const;

/** A position as it goes on the channel. */
export const positionMessage = (p: TalkPosition, order: TalkOrder) => ({
  channel: TALK_CHANNEL,
  type: 'position',
  version: order.version,
  from: order.from,
  answer: order.answer,
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
      const version = own(data, 'version');
      const from = own(data, 'from');
      const answer = own(data, 'answer');
      if (!Number.isSafeInteger(version) || (version as number) < 0)
        return { error: 'position needs version: a whole number, 0 or more' };
      if (typeof from !== 'string' || from.length === 0 || from.length > 64)
        return { error: 'position needs from: a window’s name, 1 to 64 characters' };
      if (typeof answer !== 'boolean') return { error: 'position needs answer: true or false' };
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
          order: { version: version as number, from, answer },
        },
      };
    }
    default:
      return { error: `unknown type ${describe(type)}` };
  }
}
