import {
  isHostScheme,
  isSpeed,
  isTheme,
  type HostScheme,
  type Speed,
  type Theme,
  isStepNumber,
} from './settings';

/** The `channel` every message between an iframe embed and its host page carries, both ways. */
export const CHANNEL = 'lb-straight-to-pods';

// What a host page may ask of an embedded player, checked field by field. Nothing from a
// message is spread or assigned into an object: a key such as __proto__ reaches nothing.

export type Command =
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  /** Asks the frame to send its height, and `ready` if it is drawn, again. */
  | { readonly type: 'report' }
  | { readonly type: 'seek'; readonly step: number; readonly t: number }
  | { readonly type: 'setSpeed'; readonly speed: Speed }
  | { readonly type: 'setTheme'; readonly theme: Theme }
  /** The scheme the host page declares around the frame (null: none), which `auto` follows. */
  | { readonly type: 'hostScheme'; readonly scheme: HostScheme | null };

export type Parsed = { readonly command: Command } | { readonly error: string };

/** A field of the message itself, never one it inherits. */
export const own = (o: object, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined;

export function isPlainObject(data: unknown): data is object {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const proto = Object.getPrototypeOf(data);
  return proto === Object.prototype || proto === null;
}

/** A value from a message, short enough to put in a warning. */
export const describe = (v: unknown): string => {
  const text = typeof v === 'string' ? JSON.stringify(v) : typeof v;
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Why a seek's step and t (seconds into the step) are not a position, or null. */
export function seekError(step: unknown, t: unknown, what = 'seek'): string | null {
  if (typeof step !== 'number' || !isStepNumber(step)) return `${what} needs step: 1–5`;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || t > 1000) {
    return `${what} needs t: seconds into the step`;
  }
  return null;
}

export function parseCommand(data: unknown): Parsed {
  if (!isPlainObject(data)) return { error: `expected an object, got ${describe(data)}` };
  if (own(data, 'channel') !== CHANNEL) return { error: `expected channel "${CHANNEL}"` };
  const type = own(data, 'type');
  switch (type) {
    case 'play':
    case 'pause':
    case 'next':
    case 'previous':
    case 'report':
      return { command: { type } };
    case 'seek': {
      const step = own(data, 'step');
      const t = own(data, 't') ?? 0;
      const error = seekError(step, t);
      return error ? { error } : { command: { type, step: step as number, t: t as number } };
    }
    case 'setSpeed': {
      const speed = own(data, 'speed');
      if (!isSpeed(speed)) return { error: 'setSpeed needs speed: 0.5, 1, 1.5 or 2' };
      return { command: { type, speed } };
    }
    case 'setTheme': {
      const theme = own(data, 'theme');
      if (!isTheme(theme)) return { error: 'setTheme needs theme: light, dark or auto' };
      return { command: { type, theme } };
    }
    case 'hostScheme': {
      const scheme = own(data, 'scheme');
      if (scheme !== null && !isHostScheme(scheme)) {
        return { error: 'hostScheme needs scheme: light, dark or null' };
      }
      return { command: { type, scheme } };
    }
    default:
      return { error: `unknown type ${describe(type)}` };
  }
}
