// A seeded generator for fuzz and storm tests: every run prints its seed, and SEED=<n>
// replays that run exactly.

import { CHANNEL } from '../src/model/messages';
import { PARAM_NAMES as SITE_PARAMS } from '../src/model/params';

export interface Random {
  readonly seed: number;
  /** 0 ≤ n < 1 */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and good enough to explore inputs. */
export function seeded(label: string, fixed = process.env.SEED): Random {
  const seed =
    fixed !== undefined && fixed !== ''
      ? Number(fixed) >>> 0
      : (Date.now() ^ (Math.random() * 2 ** 32)) >>> 0;
  console.log(`[${label}] seed ${seed} (replay with SEED=${seed})`);
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** Values that have broken parsers before: out of range, malformed, huge, unicode, markup. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  '0',
  '6',
  '-1',
  '1.5',
  '1e3',
  '0x3',
  ' 3',
  '3 ',
  'NaN',
  'Infinity',
  'abc',
  '３',
  '٣',
  '𝟑',
  '%00',
  '\u0000',
  '\u202e3',
  '__proto__',
  'constructor',
  'toString',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{7*7}}',
  '${7*7}',
  'x'.repeat(100_000),
  '9'.repeat(400),
];

/** A query string of up to three parameters, each a plausible number or a hostile string. */
export function randomQuery(r: Random, names: readonly string[]): URLSearchParams {
  const q = new URLSearchParams();
  for (let k = r.int(4); k > 0; k--) {
    q.append(r.pick(names), r.chance(0.35) ? String(r.int(8) - 1) : r.pick(HOSTILE_STRINGS));
  }
  return q;
}

/** Every URL parameter the site reads, with a stranger and a prototype key among them. */
export const PARAM_NAMES: readonly string[] = [...SITE_PARAMS, 'x', '__proto__'];

/** Values a host may put in a message's fields: some valid for some field, most not. */
export const MESSAGE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  1,
  3,
  5,
  6,
  -1,
  1.5,
  2,
  Number.NaN,
  null,
  undefined,
  {},
  [],
  true,
];

/** The same, and a 1 MB string: made once, as ten thousand copies would be slow to make. */
const MESSAGE_VALUES_HUGE: readonly unknown[] = [...MESSAGE_VALUES, 'x'.repeat(1_000_000)];

/** The types a message may name: the eight commands, and others. */
export const MESSAGE_TYPES = [
  'play',
  'pause',
  'seek',
  'next',
  'previous',
  'setSpeed',
  'setTheme',
  'hostScheme',
  'jump',
  '__proto__',
  '',
];

/** The fields a message may carry: the commands' own, and prototype keys. */
export const MESSAGE_KEYS = [
  'step',
  't',
  'speed',
  'theme',
  'scheme',
  '__proto__',
  'constructor',
  'prototype',
];

/**
 * A message a host page might post to an embed (or, given another channel, types and keys, one
 * window of a talk to another): mostly on this app's channel and in its shape,
 * with unknown types, hostile values and prototype keys, and now and then not an object at all.
 * `huge` adds a 1 MB string to the values: worth sending across a frame boundary once, too slow
 * for ten thousand parses.
 */
export function randomHostMessage(
  r: Random,
  { huge = false, channel = CHANNEL, types = MESSAGE_TYPES, keys = MESSAGE_KEYS } = {},
): unknown {
  const values = huge ? MESSAGE_VALUES_HUGE : MESSAGE_VALUES;
  if (r.chance(0.05)) return r.pick(values);
  const fields = [`"channel":${r.chance(0.85) ? JSON.stringify(channel) : '"other"'}`];
  if (r.chance(0.9)) fields.push(`"type":${JSON.stringify(r.pick(types))}`);
  for (const key of keys) {
    if (r.chance(0.3)) fields.push(`${JSON.stringify(key)}:${JSON.stringify(r.pick(values)) ?? 'null'}`);
  }
  // Parsed from text, so that "__proto__" is an own key, as it is in a posted message.
  return JSON.parse(`{${fields.join(',')}}`);
}
