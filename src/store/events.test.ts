import { describe, expect, it } from 'vitest';
import { durationOf } from '../model/position';
import { watchEvents, type PlayerEvent } from './events';
import { createPlayerStore } from './player';

describe('player events', () => {
  it('say every step change, play, pause and the end', () => {
    const store = createPlayerStore({ step: 5, t: durationOf(5) });
    const seen: PlayerEvent['type'][] = [];
    const stop = watchEvents(store, (e) => seen.push(e.type));
    store.getState().play();
    expect(store.getState().step).toBe(1);
    store.getState().seek(5, durationOf(5) - 0.05);
    store.getState().tick(0.1);
    stop();
    store.getState().seek(2);
    expect(seen).toEqual(['stepchange', 'play', 'stepchange', 'pause', 'ended']);
  });

  it('keep two players’ events apart', () => {
    const a = createPlayerStore();
    const b = createPlayerStore();
    const heard: string[] = [];
    watchEvents(a, (e) => heard.push(`a:${e.type}`));
    watchEvents(b, (e) => heard.push(`b:${e.type}`));
    a.getState().next();
    expect(heard).toEqual(['a:stepchange']);
  });
});
