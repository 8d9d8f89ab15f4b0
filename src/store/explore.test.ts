import { describe, expect, it } from 'vitest';
import { watchEvents } from './events';
import { createExploreStore, laneSource } from './explore';
import { createPlayerStore } from './player';
import { createHostTransport } from './transport';

describe('the explorer’s one clock', () => {
  it('moves both lanes together while comparing, and only lane A while not', () => {
    const store = createExploreStore({ compare: true, playing: true });
    store.getState().tick(0.1);
    store.getState().tick(0.1);
    const [a, b] = store.getState().lanes;
    expect(a.scene.position.t).toBeCloseTo(0.2);
    expect(b.scene.position.t).toBeCloseTo(0.2);
    store.getState().setCompare(false);
    store.getState().seekGlobal(3);
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
    store.getState().seekGlobal(1e6);
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
    store.getState().seekGlobal(2);
    stop();
    expect(heard).toBe(1);
    expect(b.getState().scene.position.t).toBe(2);
  });
});

describe('the explorer as a host drives it', () => {
  it('moves its one clock to the t a seek names, whatever the step', () => {
    const store = createExploreStore();
    store.getState().seek(3, 2);
    expect(store.getState()).toMatchObject({ step: 1, t: 2 });
    store.getState().seek(5, Number.NaN);
    expect(store.getState().t).toBe(2);
  });

  it('takes the host’s commands in the player’s place while mounted, and hands playing back', () => {
    const player = createPlayerStore();
    const explorer = createExploreStore();
    const host = createHostTransport(player);
    const heard: string[] = [];
    watchEvents(host.source, (e) => heard.push(e.type));
    // A host that pressed Play before the explorer's code was here.
    host.source.getState().play();
    const unmount = host.mount(explorer);
    expect([player.getState().playing, explorer.getState().playing]).toEqual([false, true]);
    host.source.getState().pause();
    host.source.getState().seek(4, 1);
    expect(explorer.getState()).toMatchObject({ playing: false, t: 1 });
    expect(player.getState()).toMatchObject({ step: 1, t: 0 });
    host.source.getState().seekGlobal(explorer.getState().duration);
    host.source.getState().play();
    expect(explorer.getState()).toMatchObject({ playing: true, t: 0 });
    unmount();
    expect(player.getState().playing).toBe(true);
    expect(heard).toEqual(['play', 'pause', 'play']);
  });

  it('stops at the end as a media element does: pause, then ended', () => {
    const explorer = createExploreStore({ playing: true });
    const heard: string[] = [];
    watchEvents(explorer, (e) => heard.push(e.type));
    for (let i = 0; i < 1000 && explorer.getState().playing; i++) explorer.getState().tick(0.1);
    expect(heard).toEqual(['pause', 'ended']);
  });
});
