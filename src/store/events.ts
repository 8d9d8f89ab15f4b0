import type { StepNumber } from '../model/steps';
import { guarded } from './report';
import type { TransportSource } from './transport';

// What an embedder hears from what plays (a player, or the explorer while it is shown): the same events whether they arrive by postMessage
// (iframe), as DOM events (custom element) or as callbacks (React component).

export type PlayerEvent =
  | { readonly type: 'ready'; readonly step: StepNumber; readonly t: number; readonly duration: number }
  | { readonly type: 'stepchange'; readonly step: StepNumber; readonly t: number }
  | { readonly type: 'play'; readonly step: StepNumber; readonly t: number }
  | { readonly type: 'pause'; readonly step: StepNumber; readonly t: number }
  | { readonly type: 'ended' };

export function readyEvent(store: TransportSource): PlayerEvent {
  const s = store.getState();
  return { type: 'ready', step: s.step, t: s.t, duration: s.duration };
}

/**
 * Calls `emit` with every change from now on; returns the unsubscribe. Not `ready`: each surface
 * says that itself once its stage can be drawn (see readyEvent).
 */
export function watchEvents(store: TransportSource, emit: (e: PlayerEvent) => void): () => void {
  return store.subscribe(
    guarded((now, prev) => {
      if (now.step !== prev.step) emit({ type: 'stepchange', step: now.step, t: now.t });
      if (now.playing && !prev.playing) emit({ type: 'play', step: now.step, t: now.t });
      if (!now.playing && prev.playing) {
        emit({ type: 'pause', step: now.step, t: now.t });
        // Like a media element: pause, then ended, when it stops at the end of all it plays.
        if (now.ended) emit({ type: 'ended' });
      }
    }),
  );
}
