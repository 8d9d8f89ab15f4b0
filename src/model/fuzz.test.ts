import { describe, expect, it } from 'vitest';
import { PARAM_NAMES, randomHostMessage, randomQuery, seeded } from '../../test-support/seeded';
import { parseCommand } from './messages';
import { PARAM_NAMES as SITE_PARAMS, parseParams } from './params';
import { isStepNumber } from './scene';

describe('fuzzing the one URL validator', () => {
  it('never throws, keeps only valid values and warns once per bad one (10 000 URLs)', () => {
    const r = seeded('params');
    for (let i = 0; i < 10_000; i++) {
      const q = randomQuery(r, PARAM_NAMES);
      const n = [...q.keys()].length;
      const { params, warnings } = parseParams(`?${q}`);
      if (params.step !== undefined) expect(isStepNumber(params.step)).toBe(true);
      if (params.t !== undefined) expect(params.t).toBeGreaterThanOrEqual(0);
      expect(warnings.length).toBeLessThanOrEqual(n);
      for (const w of warnings) expect(w.length).toBeLessThan(300);
      expect(Object.keys(params).every((k) => (SITE_PARAMS as readonly string[]).includes(k))).toBe(true);
    }
  });
});

describe('fuzzing host messages', () => {
  it('never throws, never touches a prototype, and accepts only the eight shapes (10 000 messages)', () => {
    const r = seeded('messages');
    for (let i = 0; i < 10_000; i++) {
      const data = randomHostMessage(r);
      const parsed = parseCommand(data);
      if ('command' in parsed) {
        const types = ['play', 'pause', 'seek', 'next', 'previous', 'setSpeed', 'setTheme', 'hostScheme'];
        expect(types).toContain(parsed.command.type);
        if (parsed.command.type === 'seek') expect(isStepNumber(parsed.command.step)).toBe(true);
      } else {
        expect(parsed.error.length).toBeLessThan(200);
      }
    }
    expect(({} as Record<string, unknown>).step).toBeUndefined();
  });
});
