import type { Command } from '../model/messages';
import type { PlayerStore } from './player';

/** A host's command, as the same store action a reader's click would be. */
export function applyCommand(store: PlayerStore, c: Command): void {
  const p = store.getState();
  switch (c.type) {
    case 'play':
      return p.play();
    case 'pause':
      return p.pause();
    case 'next':
      return p.next();
    case 'previous':
      return p.previous();
    case 'seek':
      return p.seek(c.step, c.t);
    case 'setSpeed':
      return p.setSpeed(c.speed);
    case 'setTheme':
      return p.setTheme(c.theme);
    case 'hostScheme':
      return p.setHostScheme(c.scheme);
    case 'report':
      // The frame's own answer (hostLink.ts): nothing in the player changes.
      return;
  }
}
