import { describe, expect, it } from 'vitest';
import { isStepNumber } from './settings';
import { randomHostMessage, seeded } from '../../test-support/seeded';
import {
  TALK_CHANNEL,
  helloMessage,
  parseTalkMessage,
  positionMessage,
  takes,
  type TalkPosition,
} from './talk';

const at: TalkPosition = { step: 3, t: 1.5, playing: true, speed: 1.5, pauseAtSteps: true, showReply: false };
const order = { version: 2, from: '17-42', answer: false };
const msg = (o: object) => ({ ...positionMessage(at, order), ...o });

describe('the talk’s messages between windows', () => {
  it('carry a hello and a position, as they are sent', () => {
    expect(parseTalkMessage(helloMessage())).toEqual({ message: { type: 'hello' } });
    expect(parseTalkMessage(positionMessage(at, order))).toEqual({
      message: { type: 'position', position: at, order },
    });
    // Through the structured clone a BroadcastChannel makes.
    expect(parseTalkMessage(structuredClone(positionMessage(at, order)))).toEqual({
      message: { type: 'position', position: at, order },
    });
  });

  it.each([
    null,
    'hello',
    [],
    { type: 'hello' },
    { channel: 'lb-straight-to-pods', type: 'hello' },
    msg({ type: 'seek' }),
    msg({ step: 6 }),
    msg({ step: '3' }),
    msg({ t: -1 }),
    msg({ t: undefined }),
    msg({ t: Number.POSITIVE_INFINITY }),
    msg({ speed: 3 }),
    msg({ playing: 'true' }),
    msg({ pauseAtSteps: 1 }),
    msg({ showReply: null }),
    msg({ type: 'x'.repeat(100_000) }),
    msg({ version: -1 }),
    msg({ version: 1.5 }),
    msg({ version: '3' }),
    msg({ from: '' }),
    msg({ from: 'x'.repeat(65) }),
    msg({ answer: 'yes' }),
  ])('ignore %j, with a short reason', (data) => {
    const parsed = parseTalkMessage(data);
    expect(parsed).toHaveProperty('error');
    expect(JSON.stringify(parsed).length).toBeLessThan(200);
  });

  it('never reach the prototype, nor take a field a message inherits', () => {
    const evil = JSON.parse(
      `{"channel":"${TALK_CHANNEL}","type":"hello","__proto__":{"type":"position","step":4}}`,
    );
    expect(parseTalkMessage(evil)).toEqual({ message: { type: 'hello' } });
    expect(parseTalkMessage(Object.create(positionMessage(at, order)))).toHaveProperty('error');
  });

  it('never throw, and take only the two shapes (10 000 random messages)', () => {
    const r = seeded('talk messages');
    const keys = [
      'step',
      't',
      'speed',
      'playing',
      'pauseAtSteps',
      'showReply',
      'version',
      'from',
      'answer',
      '__proto__',
      'constructor',
    ];
    for (let i = 0; i < 10_000; i++) {
      const data = randomHostMessage(r, {
        channel: TALK_CHANNEL,
        types: ['hello', 'position', 'play', ''],
        keys,
      });
      const parsed = parseTalkMessage(data);
      if ('error' in parsed) expect(parsed.error.length).toBeLessThan(200);
      else if (parsed.message.type === 'position') {
        const p = parsed.message.position;
        expect(isStepNumber(p.step)).toBe(true);
        expect(Number.isFinite(p.t)).toBe(true);
        expect([p.playing, p.pauseAtSteps, p.showReply].map((f) => typeof f)).toEqual([
          'boolean',
          'boolean',
          'boolean',
        ]);
        expect(Number.isSafeInteger(parsed.message.order.version)).toBe(true);
      } else expect(parsed.message).toEqual({ type: 'hello' });
    }
    expect(({} as Record<string, unknown>).step).toBeUndefined();
  });
});

describe('which position the talk takes', () => {
  const mine = { version: 3, from: 'b' };
  it('takes a later change and an answer as new as its own, never an older one', () => {
    expect(takes({ version: 4, from: 'a', answer: false }, mine)).toBe(true);
    expect(takes({ version: 3, from: 'a', answer: true }, mine)).toBe(true);
    // The answer to a hello, sent before this window's reader pressed a key.
    expect(takes({ version: 2, from: 'c', answer: true }, mine)).toBe(false);
    expect(takes({ version: 2, from: 'c', answer: false }, mine)).toBe(false);
  });

  it('settles two changes made at once the same way in both windows', () => {
    const a = { version: 4, from: 'a' };
    const b = { version: 4, from: 'b' };
    // Each window has made its own change 4 and hears the other's.
    expect(takes({ ...b, answer: false }, a)).toBe(true);
    expect(takes({ ...a, answer: false }, b)).toBe(false);
  });
});
