import { describe, expect, it } from 'vitest';
import { createExploreStore, laneSource } from './explore';

describe('the explorer’s one clock', () => {
  it('moves both lanes together while comparing, and only lane A while not', () => {
    const store = createExploreStore({ compare: true, playing: true });
    store.getState().tick(0.1);
    store.getState().tick(0.1);
    const [a, b] = store.getState().lanes;
    expect(a.scene.position.t).toBeCloseTo(0.2);
    expect(b.scene.position.t).toBeCloseTo(0.2);
    store.getState().setCompare(false);
    store.getState().seek(3);
    expect(store.getState().lanes[0].scene.position.t).toBe(3);
    // Lane B, not shown, is drawn again at the clock's time when it is shown.
    store.getState().setCompare(true);
    const t = store.getState().t;
    expect(store.getState().lanes[1].scene.position.t).toBe(t);
  });

  it('stops at the longest lane shown, and a changed lane plays both from the start', () => {
    const store = createExploreStore({ compare: true });
    const { lanes, duration } = store.getState();
    expect(duration).toBe(Math.max(lanes[0].compiled.duration, lanes[1].compiled.duration));
    store.getState().seek(1e6);
    expect(store.getState().t).toBe(duration);
    store.getState().setField(1, 'source', 'own');
    expect(store.getState()).toMatchObject({ t: 0, playing: true });
    expect(store.getState().lanes[1].result.podSees).toBe('10.0.0.50');
  });

  it('gives each lane to the stage as a scene source of its own', () => {
    const store = createExploreStore({ compare: true });
    const b = laneSource(store, 1);
    let heard = 0;
    const stop = b.subscribe(() => heard++);
    store.getState().seek(2);
    stop();
    expect(heard).toBe(1);
    expect(b.getState().scene.position.t).toBe(2);
  });
});
