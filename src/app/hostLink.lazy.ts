import { CHANNEL, parseCommand } from '../model/messages';
import { applyCommand } from '../store/commands';
import { readyEvent, watchEvents } from '../store/events';
import type { PlayerStore } from '../store/player';
import type { TransportSource } from '../store/transport';

/**
 * The host's origin when none is given: where the embedding page says it came from. A URL's
 * origin is already as the browser writes it, or "null" for one that has none to address.
 */
function referrerOrigin(): string[] {
  const origin = document.referrer ? new URL(document.referrer).origin : 'null';
  return origin === 'null' ? [] : [origin];
}

/**
 * The iframe's side of the host protocol (docs/embedding.md): obey well-formed commands from
 * the allowed origins only, warn once per message otherwise, and report events and the
 * preferred height to the host, addressed to the allowed origins only.
 */
export function linkToHost(
  store: PlayerStore,
  /** What plays: the player, or the explorer while it is shown. */
  playing: TransportSource,
  allowed: readonly string[] | undefined,
  host: Window,
  // Passed in, not imported: importing the drawing's loader (and React with it) from this
  // chunk made the bundler split React out of the page's own chunk into a third file.
  whenDrawable: (then: () => void) => () => void,
  /** Messages that came before this was loaded, answered first, in order. */
  early: readonly MessageEvent[] = [],
): () => void {
  const origins = allowed ?? referrerOrigin();
  if (origins.length === 0) {
    console.warn('No allowed origin: host messages are ignored and no events are sent.');
  }
  const post = (data: object) => {
    for (const origin of origins) host.postMessage({ ...data, channel: CHANNEL }, origin);
  };
  const stopEvents = watchEvents(playing, post);

  // The content's height, not the document's scrollHeight: that is never less than the
  // frame's own height, so a frame sized to it could grow but never shrink back.
  const height = () => Math.ceil(document.body.getBoundingClientRect().bottom + window.scrollY);
  let lastHeight = -1;
  const postHeight = () => {
    const now = height();
    if (now === lastHeight) return;
    lastHeight = now;
    post({ type: 'resize', height: now });
  };
  const resize = new ResizeObserver(postHeight);
  resize.observe(document.body);
  let drawn = false;
  const stopReady = whenDrawable(() => {
    drawn = true;
    // A host may show its frame on `ready`: it knows the frame's height by then, even when the
    // drawing came before this link and the observer's first report is still a frame away.
    postHeight();
    post(readyEvent(playing));
  });
  // For a host whose listener came after the first reports.
  const report = () => {
    lastHeight = -1;
    postHeight();
    if (drawn) post(readyEvent(playing));
  };

  const onMessage = (e: MessageEvent) => {
    if (e.source !== host) return;
    if (!origins.includes(e.origin)) {
      console.warn(`Ignoring a message from ${e.origin}: it is not an allowed origin.`);
      return;
    }
    const parsed = parseCommand(e.data);
    if ('error' in parsed) console.warn(`Ignoring a host message: ${parsed.error}.`);
    else if (parsed.command.type === 'report') report();
    else applyCommand(store, playing, parsed.command);
  };
  window.addEventListener('message', onMessage);
  early.forEach(onMessage);
  return () => {
    stopReady();
    stopEvents();
    resize.disconnect();
    window.removeEventListener('message', onMessage);
  };
}
