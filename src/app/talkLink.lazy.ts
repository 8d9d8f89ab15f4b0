import { TALK_CHANNEL, helloMessage, parseTalkMessage, positionMessage, takes } from '../model/talk';
import type { PlayerState, PlayerStore } from '../store/player';
import { guarded } from '../store/report';

/** How a window joins the talk: asking where it is (opened, reloaded), or saying where it is. */
export type Joining = 'ask' | 'tell';

/** A change that another window of the talk must make too; the clock's own progress is not. */
function worthTelling(s: PlayerState, prev: PlayerState): boolean {
  const moved = s.cause !== 'clock' && (s.step !== prev.step || s.t !== prev.t);
  return (
    moved ||
    s.playing !== prev.playing ||
    s.speed !== prev.speed ||
    s.pauseAtSteps !== prev.pauseAtSteps ||
    s.showReply !== prev.showReply
  );
}

/**
 * One window's side of a talk: the presenter's player, or its speaker view. Each window runs
 * its own clock; what a reader does in one (a key, a clicker, a control) is told to the others,
 * which take it as one change and tell nobody, so nothing echoes back. Between those, both
 * clocks run from the same position at the same speed and stop at the same step ends. A window
 * that opens, or comes back into view after its clock stood still, asks the others where the
 * talk is. The channel reaches only this origin's windows in this browser.
 */
export function linkTalk(store: PlayerStore, joining: Joining): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(TALK_CHANNEL);
  let following = false;
  // A window that asks tells nothing until another has answered or asked: the speaker view's
  // settings (pausing at steps, say) are its opening defaults until then, not the talk's.
  let heard = joining === 'tell';
  // The talk's latest change this window knows of (talk.ts's TalkOrder): a position told before
  // it, such as the answer to a hello this window sent just before its reader pressed a key, is
  // not taken over it.
  const name = crypto.getRandomValues(new Uint32Array(2)).join('-');
  let latest = { version: 0, from: name };
  const tell = (answer: boolean) =>
    channel.postMessage(positionMessage(store.getState(), { ...latest, answer }));
  const unsubscribe = store.subscribe(
    guarded((s, prev) => {
      if (!heard || following || !worthTelling(s, prev)) return;
      latest = { version: latest.version + 1, from: name };
      tell(false);
    }),
  );
  channel.onmessage = guarded((e: MessageEvent) => {
    const parsed = parseTalkMessage(e.data);
    if ('error' in parsed) {
      console.warn(`Ignoring a message from another window of the talk: ${parsed.error}.`);
      return;
    }
    heard = true;
    const m = parsed.message;
    if (m.type === 'hello') return tell(true);
    if (!takes(m.order, latest)) return;
    latest = { version: m.order.version, from: m.order.from };
    following = true;
    try {
      store.getState().follow(m.position);
    } finally {
      following = false;
    }
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') channel.postMessage(helloMessage());
  };
  document.addEventListener('visibilitychange', onVisible);
  if (joining === 'ask') channel.postMessage(helloMessage());
  else tell(true);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    channel.close();
  };
}
