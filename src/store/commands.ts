import type { Command } from '../model/messages';
import type { PlayerStore } from './player';
import type { TransportSource } from './transport';

/**
 * A host's command, as the same store action a reader's click would be: playing, pausing,
 * seeking and speed go to what plays (the player, or the explorer while it is shown), the rest
 * to the player.
 */
export function applyCommand(store: PlayerStore, playing: TransportSource, c: Command): void {
  const p = store.getState();
  const now = playing.getState();
  switch (c.type) {
    case 'play':
      return now.play();
    case 'pause':
      return now.pause();
    case 'next':
      return p.next();
    case 'previous':
      return p.previous();
    case 'seek':
      return now.seek(c.step, c.t);
    case 'setSpeed':
      return now.setSpeed(c.speed);
    case 'setTheme':
      return p.setTheme(c.theme);
    case 'hostScheme':
      return p.setHostScheme(c.scheme);
    case 'report':
      // The frame's own answer (hostLink.lazy.ts): nothing in the player changes.
      return;
  }
}
