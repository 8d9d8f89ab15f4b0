import { CHANNEL } from '../model/messages';
import { schemeAround, watchHostScheme } from './hostScheme';

// lb-straight-to-pods-frames.js: the host page's side of the iframe embed, as one external
// module (no inline code, so it runs under a strict Content-Security-Policy). Loaded once, it
// serves every player iframe on the page, however many, and those added later (a docs site's
// client-side navigation): it sizes each to the player's height, passes on the page's
// light/dark scheme (for theme=auto), and repeats each player's events as DOM events on its
// <iframe>. controllerFor(iframe) drives one player; nothing is put on `window`.

/** An iframe showing the player: its address asks for the embed. */
const isPlayerFrame = (frame: HTMLIFrameElement) => {
  try {
    return new URL(frame.src, location.href).searchParams.get('embed') === '1';
  } catch {
    return false;
  }
};

const originOf = (frame: HTMLIFrameElement) => new URL(frame.src, location.href).origin;

function post(frame: HTMLIFrameElement, message: object): void {
  frame.contentWindow?.postMessage({ ...message, channel: CHANNEL }, originOf(frame));
}

export interface FrameController {
  play(): void;
  pause(): void;
  /** `t` in seconds into the step; the player checks both, as for its `seek` message. */
  seek(step: number, t?: number): void;
  next(): void;
  previous(): void;
}

/** Drives the player in `frame`. Commands sent before its `ready` event may be lost. */
export function controllerFor(frame: HTMLIFrameElement): FrameController {
  return {
    play: () => post(frame, { type: 'play' }),
    pause: () => post(frame, { type: 'pause' }),
    seek: (step, t = 0) => post(frame, { type: 'seek', step, t }),
    next: () => post(frame, { type: 'next' }),
    previous: () => post(frame, { type: 'previous' }),
  };
}

const EVENTS = new Set(['ready', 'stepchange', 'play', 'pause', 'ended']);
// One watch of the page's scheme for every player frame on it. A frame a client-side navigation
// took away is dropped at the next news, or when another frame says it is ready.
const frames = new Set<HTMLIFrameElement>();
let watchingPage = false;

function sendScheme(frame: HTMLIFrameElement): void {
  for (const f of frames) if (!f.isConnected) frames.delete(f);
  // A frame that loaded again has forgotten what it was told, so each `ready` is answered.
  frames.add(frame);
  post(frame, { type: 'hostScheme', scheme: schemeAround(frame) });
  if (watchingPage) return;
  watchingPage = true;
  watchHostScheme(document.body ?? document.documentElement, () => {
    for (const f of frames) {
      if (f.isConnected) post(f, { type: 'hostScheme', scheme: schemeAround(f) });
      else frames.delete(f);
    }
  });
}

function onMessage(e: MessageEvent): void {
  const data: unknown = e.data;
  if (typeof data !== 'object' || data === null) return;
  const { channel, type, height } = data as Record<string, unknown>;
  if (channel !== CHANNEL || typeof type !== 'string') return;
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);
  if (!frame || e.origin !== originOf(frame)) return;
  if (type === 'resize' && typeof height === 'number' && Number.isFinite(height) && height > 0) {
    frame.style.height = `${Math.ceil(height)}px`;
  } else if (EVENTS.has(type)) {
    if (type === 'ready') sendScheme(frame);
    frame.dispatchEvent(new CustomEvent(type, { detail: data }));
  }
}

// Loading this module twice, or next to another copy, must not size or report twice.
const KEY = Symbol.for('lb-straight-to-pods-frames');
const marks = document as unknown as Record<symbol, boolean>;
if (!marks[KEY]) {
  marks[KEY] = true;
  window.addEventListener('message', onMessage);
  // A player may have reported before this module ran: ask each to again. `report` carries
  // nothing and each player obeys it only from its allowed origins, so it goes to any origin:
  // a frame still loading holds a blank document of no origin, which an exact target refuses
  // with a console error.
  for (const frame of document.querySelectorAll('iframe')) {
    if (isPlayerFrame(frame)) frame.contentWindow?.postMessage({ channel: CHANNEL, type: 'report' }, '*');
  }
}
