// @vitest-environment jsdom
import { createRoot, type Root } from 'react-dom/client';
import { startTransition } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { durationOf } from '../model/scene';
import { startClock } from './clock';
import { PlayerProvider, usePlayer, useSceneBeside } from './context';
import { createPlayerStore, type PlayerStore } from './player';

// React only batches and schedules as in a browser when it is not inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function StepCount() {
  const step = usePlayer((p) => p.step);
  const seek = usePlayer((p) => p.seek);
  return (
    <button type="button" onClick={() => seek(3)}>
      Step {step} of 5
    </button>
  );
}

/** Text beside the stage, read as the ledger and the objects read theirs. */
function Beside() {
  const at = useSceneBeside((s) => `step ${s.position.step}, second ${Math.floor(s.position.t)}`);
  return <p>Beside: {at}</p>;
}

const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/**
 * Lets React's scheduler run whatever it has queued: in Node it works in setImmediate tasks, so
 * after this many turns of the event loop nothing it had queued is left waiting.
 */
const schedulerTurns = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('usePlayer: what a person does renders at once, what the clock does in a transition', () => {
  let host: HTMLDivElement;
  let root: Root;
  let store: PlayerStore;
  const text = () => host.textContent;

  beforeEach(async () => {
    host = document.createElement('div');
    document.body.append(host);
    store = createPlayerStore({ step: 1, t: durationOf(1) - 0.01, playing: true });
    root = createRoot(host);
    root.render(
      <PlayerProvider store={store}>
        <StepCount />
        <Beside />
      </PlayerProvider>,
    );
    await vi.waitFor(() =>
      expect(text()).toBe(`Step 1 of 5Beside: step 1, second ${Math.floor(durationOf(1) - 0.01)}`),
    );
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('a click that seeks is drawn before the browser can paint (no task in between)', async () => {
    host.querySelector('button')?.click();
    await microtasks();
    expect(text()).toMatch(/^Step 3 of 5/);
  });

  it('a tick of the clock that changes the step does not render before the next task', async () => {
    startTransition(() => store.getState().tick(0.05));
    expect(store.getState().step).toBe(2);
    // useSyncExternalStore would have rendered this in a microtask, whatever the transition.
    await microtasks();
    expect(text()).toMatch(/^Step 1 of 5/);
    await vi.waitFor(() => expect(text()).toMatch(/^Step 2 of 5/));
  });

  it('while playing, the text beside the stage follows a step change at the next tick', async () => {
    const before = `Beside: step 1, second ${Math.floor(durationOf(1) - 0.01)}`;
    startTransition(() => store.getState().tick(0.05));
    await vi.waitFor(() => expect(text()).toMatch(/^Step 2 of 5/));
    // However long the browser waits, it is not written until the clock ticks again.
    await schedulerTurns();
    expect(text()).toBe(`Step 2 of 5${before}`);
    startTransition(() => store.getState().tick(0.016));
    await vi.waitFor(() => expect(text()).toBe('Step 2 of 5Beside: step 2, second 0'));
  });

  it('when no tick is coming, the text beside the stage follows without one', async () => {
    store.getState().pause();
    host.querySelector('button')?.click();
    await vi.waitFor(() => expect(text()).toBe('Step 3 of 5Beside: step 3, second 0'));
    // A person's change while playing is not the clock's.
    store.getState().play();
    store.getState().seek(5, durationOf(5) - 0.05);
    const last = Math.floor(durationOf(5) - 0.05);
    await vi.waitFor(() => expect(text()).toBe(`Step 5 of 5Beside: step 5, second ${last}`));
    // The last tick of the story stops the clock, so no tick follows it.
    startTransition(() => store.getState().tick(0.1));
    expect(store.getState().playing).toBe(false);
    await vi.waitFor(() => expect(text()).toBe(`Step 5 of 5Beside: step 5, second ${last + 1}`));
  });
});

describe('startClock', () => {
  it('runs every tick through the function it is given', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    try {
      const store = createPlayerStore({ playing: true });
      const runs: number[] = [];
      const stop = startClock(store, null, (tick) => {
        runs.push(store.getState().t);
        tick();
      });
      frames.shift()?.(1000);
      frames.shift()?.(1050);
      stop();
      expect(runs).toEqual([0]);
      expect(store.getState().t).toBeCloseTo(0.05);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
