import { describe, expect, it } from 'vitest';
import { schemeOf } from './hostScheme';

describe('the scheme a host page declares, from its computed color-scheme', () => {
  it.each([
    ['dark', 'dark'],
    ['only dark', 'dark'],
    ['light', 'light'],
    ['only light', 'light'],
    ['normal', null],
    ['light dark', null],
    ['dark light', null],
    ['', null],
  ] as const)('%j names %j', (value, scheme) => {
    expect(schemeOf(value)).toBe(scheme);
  });
});
