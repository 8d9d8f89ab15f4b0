import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTIONS, LEDE, PLAY_HEADING, PLAY_SUBTITLE, STEPS_HEADING, TITLE } from './seedText';
import { STEPS } from './steps';

// The seed is the user's page; the product's copy must be its words, letter for letter. The
// repository keeps a copy, so that a fresh clone checks it too; where the shared original is
// beside the repository (the team's machines), the copy must still be the original.
const SEED = resolve(__dirname, '../../docs/seed.txt');
const SHARED_SEED = resolve(__dirname, '../../../shared/seed/loadbalancer-straight-to-pods.txt');

describe('the copy', () => {
  const lines = readFileSync(SEED, 'utf8')
    .split('\n')
    .map((l) => l.trim());

  it.skipIf(!existsSync(SHARED_SEED))('comes from a seed that is still the shared original', () => {
    expect(readFileSync(SEED, 'utf8')).toBe(readFileSync(SHARED_SEED, 'utf8'));
  });

  it('has the seed’s title, lede and headings', () => {
    expect(lines[0]).toBe(TITLE);
    expect(lines[1]).toBe(LEDE);
    expect(lines[2]).toBe(`${PLAY_HEADING} ${PLAY_SUBTITLE}`);
    expect(lines[3]).toBe(STEPS_HEADING);
  });

  it('has the five captions, in order, each followed by its "Play from step N"', () => {
    const captions = lines.filter((l) => l !== '-' && !l.startsWith('Play from step')).slice(4);
    expect(captions).toEqual([...CAPTIONS]);
    const buttons = lines.filter((l) => l.startsWith('Play from step')).map((l) => l.replace(/ -$/, ''));
    expect(buttons).toEqual([1, 2, 3, 4, 5].map((n) => `Play from step ${n}`));
    expect(STEPS.map((s) => s.caption)).toEqual([...CAPTIONS]);
  });
});
