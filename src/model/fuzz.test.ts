import { describe, expect, it } from 'vitest';
import { isStepNumber } from './settings';
import {
  HOSTILE_STRINGS,
  MESSAGE_KEYS,
  MESSAGE_TYPES,
  MESSAGE_VALUES,
  PARAM_NAMES,
  randomHostMessage,
  randomQuery,
  seeded,
} from '../../test-support/seeded';
import { CHANNEL, parseCommand } from './messages';
import { PARAM_NAMES as SITE_PARAMS, parseParams } from './params';

/**
 * How often each kind of input came up. A fuzz test holds only for what it generated: each
 * kind it guards against must have come up at least once, or the run proved nothing about it.
 */
function kinds(expected: readonly string[]) {
  const counts = new Map(expected.map((kind) => [kind, 0]));
  return {
    saw(kind: string) {
      const n = counts.get(kind);
      if (n === undefined) throw new Error(`not a kind this test expects: ${kind.slice(0, 60)}`);
      counts.set(kind, n + 1);
    },
    /** The kinds never generated, shortened to read. */
    missing: () => [...counts].filter(([, n]) => n === 0).map(([kind]) => kind.slice(0, 60)),
  };
}

const value = (v: unknown) => `value ${JSON.stringify(v) ?? 'null'}`;

describe('fuzzing the one URL validator', () => {
  it('never throws, keeps only valid values and warns once per bad one (10 000 URLs)', () => {
    const r = seeded('params');
    // The numbers the generator writes as plausible values, -1 to 6.
    const numbers = Array.from({ length: 8 }, (_, i) => String(i - 1));
    const seen = kinds([
      ...PARAM_NAMES.map((name) => `name ${name}`),
      ...[...new Set([...HOSTILE_STRINGS, ...numbers])].map(value),
      'a value kept',
      'a value warned about',
    ]);
    for (let i = 0; i < 10_000; i++) {
      const q = randomQuery(r, PARAM_NAMES);
      for (const [name, v] of q) {
        seen.saw(`name ${name}`);
        seen.saw(value(v));
      }
      const n = [...q.keys()].length;
      const { params, warnings } = parseParams(`?${q}`);
      if (params.step !== undefined) expect(isStepNumber(params.step)).toBe(true);
      if (params.t !== undefined) expect(params.t).toBeGreaterThanOrEqual(0);
      expect(warnings.length).toBeLessThanOrEqual(n);
      for (const w of warnings) expect(w.length).toBeLessThan(300);
      expect(Object.keys(params).every((k) => (SITE_PARAMS as readonly string[]).includes(k))).toBe(true);
      if (Object.keys(params).length > 0) seen.saw('a value kept');
      if (warnings.length > 0) seen.saw('a value warned about');
    }
    expect(seen.missing(), 'kinds of input never generated').toEqual([]);
  });
});

describe('fuzzing host messages', () => {
  it('never throws, never touches a prototype, and accepts only the eight shapes (10 000 messages)', () => {
    const r = seeded('messages');
    const seen = kinds([
      'not an object',
      'on another channel',
      'with no type',
      ...MESSAGE_TYPES.map((type) => `type ${type}`),
      ...MESSAGE_KEYS.map((key) => `field ${key}`),
      ...[...new Set(MESSAGE_VALUES.map(value))],
      'accepted',
      'refused',
    ]);
    for (let i = 0; i < 10_000; i++) {
      const data = randomHostMessage(r);
      if (typeof data !== 'object' || data === null || Array.isArray(data)) seen.saw('not an object');
      else {
        // Own fields only: "__proto__" is one, as in a posted message.
        const field = (key: string) => Object.getOwnPropertyDescriptor(data, key);
        if (field('channel') && field('channel')?.value !== CHANNEL) seen.saw('on another channel');
        const type = field('type');
        if (type) seen.saw(`type ${type.value}`);
        else if (field('channel')) seen.saw('with no type');
        for (const key of MESSAGE_KEYS) {
          const f = field(key);
          if (!f) continue;
          seen.saw(`field ${key}`);
          seen.saw(value(f.value));
        }
      }
      const parsed = parseCommand(data);
      if ('command' in parsed) {
        seen.saw('accepted');
        const types = ['play', 'pause', 'seek', 'next', 'previous', 'setSpeed', 'setTheme', 'hostScheme'];
        expect(types).toContain(parsed.command.type);
        if (parsed.command.type === 'seek') expect(isStepNumber(parsed.command.step)).toBe(true);
      } else {
        seen.saw('refused');
        expect(parsed.error.length).toBeLessThan(200);
      }
    }
    expect(({} as Record<string, unknown>).step).toBeUndefined();
    expect(seen.missing(), 'kinds of input never generated').toEqual([]);
  });
});
