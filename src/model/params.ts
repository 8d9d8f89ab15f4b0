import type { StepNumber } from './steps';
import { durationOf } from './position';
import { SPEEDS, THEMES, type Speed, type Theme, isStepNumber } from './settings';
import type { Position } from './timeline';

// The one validator for what a URL may say, and (at the end) the one writer of a moment's
// address. Anything the validator does not accept is dropped with a message the app logs once,
// and from the address the validator gives back; nothing a URL says reaches the page unchecked.

/** An origin as the browser writes it (scheme://host[:port]), or null. */
export function normalOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.origin !== 'null' && url.origin === text.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** Every parameter the site reads. public/boot.js keeps a copy; a unit test holds them equal. */
export const PARAM_NAMES = [
  'step',
  't',
  'view',
  'embed',
  'allowedOrigins',
  'controls',
  'theme',
  'speed',
  'autoplay',
  'reply',
  'a',
  'b',
  'compare',
] as const;

/**
 * Whether a query names any parameter the site reads, valid or not. Only such a URL can be
 * drawn differently from the pre-rendered page; one with only others (utm_source, fbclid)
 * hydrates it.
 */
export function namesAParam(search: string): boolean {
  const query = new URLSearchParams(search);
  return PARAM_NAMES.some((name) => query.has(name));
}

export const VIEWS = ['page', 'handout', 'explore', 'speaker'] as const;
export type View = (typeof VIEWS)[number];

export interface Params {
  readonly step?: StepNumber;
  /** Seconds into the step; only with a valid step. */
  readonly t?: number;
  readonly view?: View;
  /** Iframe mode: only the player, talking to its host page. */
  readonly embed?: boolean;
  /** Origins whose messages an embed obeys and to which it reports. */
  readonly allowedOrigins?: readonly string[];
  readonly controls?: 'full' | 'minimal';
  readonly theme?: Theme;
  readonly speed?: Speed;
  readonly autoplay?: boolean;
  /** The reply travels back on the stage after each request (and the ledger lists it). */
  readonly reply?: boolean;
  /**
   * The explorer's lanes A and B, as written: checked by the explorer (model/explore/config.ts), which
   * warns of a bad value as this does, so that its code stays out of the page's first download.
   */
  readonly a?: string;
  readonly b?: string;
  /** The explorer shows both lanes side by side. */
  readonly compare?: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Drops a parameter the page does not read, naming it in a warning. */
type Ignore = (name: string, warning: string) => void;

/** Values a parameter may take, for the ones that are a choice. */
function choice<T extends string | number>(
  query: URLSearchParams,
  name: string,
  options: readonly T[],
  ignore: Ignore,
): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const found = options.find((o) => String(o) === raw);
  if (found === undefined)
    ignore(name, `Ignoring ${name}=${show(raw)}: expected one of ${options.join(', ')}.`);
  return found;
}

export interface Parsed {
  readonly params: Params;
  readonly warnings: readonly string[];
  /**
   * The query as the page has read it: what was warned about is left out (and a corrected
   * value written as read), so an address rewritten to it opens the same page and is clean to
   * copy. The query given, character for character, where there was nothing to warn about.
   */
  readonly search: string;
}

const MAX_SHOWN = 40;

const MAX_ORIGINS = 20;
const show = (raw: string) => JSON.stringify(raw.length > MAX_SHOWN ? `${raw.slice(0, MAX_SHOWN)}…` : raw);

export function parseParams(search: string): Parsed {
  const query = new URLSearchParams(search);
  const warnings: string[] = [];
  const params: Mutable<Params> = {};
  // The query as read: each parameter warned about is dropped from it, or set to what was read.
  const read = new URLSearchParams(search);
  const ignore: Ignore = (name, warning) => {
    warnings.push(warning);
    read.delete(name);
  };
  const step = query.get('step');
  if (step !== null) {
    const n = /^\d{1,2}$/.test(step) ? Number(step) : NaN;
    if (isStepNumber(n)) params.step = n;
    else ignore('step', `Ignoring step=${show(step)}: expected a whole number from 1 to 5.`);
  }
  // Before t: with the reply shown, a step with a request lasts longer.
  const reply = choice(query, 'reply', ['1', '0'] as const, ignore);
  if (reply) params.reply = reply === '1';
  const t = query.get('t');
  if (t !== null) {
    const seconds = /^\d{1,3}(\.\d{1,3})?$/.test(t) ? Number(t) : NaN;
    const step = params.step ?? 1;
    const duration = durationOf(step, params.reply ?? false);
    if (seconds <= duration) params.t = seconds;
    else if (seconds > duration) {
      // Past the end, the step's end is the nearest moment there is to the one the link meant.
      params.t = duration;
      warnings.push(`Reading t=${show(t)} as ${duration}: step ${step} ends there.`);
      read.set('t', String(duration));
    } else ignore('t', `Ignoring t=${show(t)}: expected seconds from 0 to ${duration} into step ${step}.`);
  }
  const view = choice(query, 'view', VIEWS, ignore);
  if (view) params.view = view;
  const embed = choice(query, 'embed', ['1', '0'] as const, ignore);
  if (embed) params.embed = embed === '1';
  const autoplay = choice(query, 'autoplay', ['1', '0'] as const, ignore);
  if (autoplay) params.autoplay = autoplay === '1';
  const controls = choice(query, 'controls', ['full', 'minimal'] as const, ignore);
  if (controls) params.controls = controls;
  const theme = choice(query, 'theme', THEMES, ignore);
  if (theme) params.theme = theme;
  const speed = choice(query, 'speed', SPEEDS, ignore);
  if (speed) params.speed = speed;
  const compare = choice(query, 'compare', ['1', '0'] as const, ignore);
  if (compare) params.compare = compare === '1';
  for (const name of ['a', 'b'] as const) {
    const text = query.get(name);
    if (text !== null) params[name] = text;
  }
  // Only the explorer reads its lanes: elsewhere they would be dropped without a word.
  if (params.view !== 'explore')
    for (const name of ['a', 'b', 'compare'] as const) {
      // A bad compare= is named once already, by its own check.
      if (params[name] === undefined) continue;
      ignore(
        name,
        `Ignoring ${name}=${show(query.get(name) ?? '')}: only the what-if explorer (view=explore) reads it.`,
      );
      delete params[name];
    }
  const origins = query.get('allowedOrigins');
  if (origins !== null) {
    // Entry by entry: a mistyped origin is named (one warning for the parameter), and the
    // others are still trusted.
    const good: string[] = [];
    const bad: string[] = [];
    for (const entry of origins
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      const origin = normalOrigin(entry);
      if (origin && good.length < MAX_ORIGINS) good.push(origin);
      else bad.push(entry);
    }
    // Given but with no good entry, it trusts no page, not the referrer: the host meant a list.
    params.allowedOrigins = good;
    if (bad.length > 0) {
      const named =
        bad.slice(0, 2).map(show).join(', ') + (bad.length > 2 ? ` and ${bad.length - 2} more` : '');
      warnings.push(
        `Ignoring ${named} in allowedOrigins: expected at most ${MAX_ORIGINS} origins, each scheme://host[:port] with no path, such as https://docs.example.com.`,
      );
      // Kept, with only the origins trusted: left out, it would trust the referrer instead.
      read.set('allowedOrigins', good.join(','));
    }
  }
  // Every warning names a value the query as read has left out or corrected.
  const rest = read.toString();
  return { params, warnings, search: warnings.length > 0 ? rest && `?${rest}` : search };
}

/** Time in a URL: a tenth of a second is as close as a reader can tell frames apart. */
export const urlSeconds = (t: number): string => String(Math.round(t * 10) / 10);

/**
 * The address of a moment: this page's URL with step, t and speed as the player has them, and
 * everything else kept but autoplay. That is an instruction for opening the page, done once
 * the page has opened: kept, it made a link to a paused moment play, and a reload play on.
 */
export function linkTo(
  p: Position & { readonly speed: number; readonly showReply?: boolean },
  base: string,
): string {
  const url = new URL(base);
  url.searchParams.set('step', String(p.step));
  if (p.t > 0) url.searchParams.set('t', urlSeconds(p.t));
  else url.searchParams.delete('t');
  if (p.speed !== 1) url.searchParams.set('speed', String(p.speed));
  else url.searchParams.delete('speed');
  if (p.showReply) url.searchParams.set('reply', '1');
  else url.searchParams.delete('reply');
  url.searchParams.delete('autoplay');
  return url.toString();
}
