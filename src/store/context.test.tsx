// @vitest-environment jsdom
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { durationOf } from '../model/position';
import { startClock } from './clock';
import { PlayerProvider, usePlayer, useScene } from './context';
import { createPlayerStore, type PlayerStore } from './player';

function StepCount() {
  const step = usePlayer((p) => p.step);
  const seek = usePlayer((p) => p.seek);
  return (
    <button type="button" onClick={() => seek(3)}>
      Step {step} of 5
    </button>
  );
}

/** Text beside the stage, read from the scene as the ledger and the objects read theirs. */
function Beside() {
  const at = useScene((s) => `step ${s.position.step}, second ${Math.floor(s.position.t)}`);
  return <p>Beside: {at}</p>;
}

describe('usePlayer and useScene: one store per player, read through zustand', () => {
  let hosts: HTMLDivElement[];
  let roots: Root[];
  let stores: PlayerStore[];
  const text = (i: number) => hosts[i]?.textContent;

  beforeEach(() => {
    stores = [
      createPlayerStore({ step: 1, t: durationOf(1) - 0.01, playing: true }),
      createPlayerStore({ step: 4, t: 2 }),
    ];
    hosts = stores.map(() => document.body.appendChild(document.createElement('div')));
    roots = hosts.map((h) => createRoot(h));
    flushSync(() =>
      roots.forEach((root, i) =>
        root.render(
          <PlayerProvider store={stores[i] as PlayerStore}>
            <StepCount />
            <Beside />
          </PlayerProvider>,
        ),
      ),
    );
  });
  afterEach(() => {
    roots.forEach((r) => r.unmount());
    hosts.forEach((h) => h.remove());
  });

  it('a click that seeks is drawn at once, in its own player only', () => {
    expect(text(0)).toBe('Step 1 of 5Beside: step 1, second 8');
    flushSync(() => hosts[0]?.querySelector('button')?.click());
    expect(text(0)).toBe('Step 3 of 5Beside: step 3, second 0');
    expect(text(1)).toBe('Step 4 of 5Beside: step 4, second 2');
  });

  it('a tick of the clock that changes the step is drawn with it, stage text and all', () => {
    flushSync(() => stores[0]?.getState().tick(0.05));
    expect(text(0)).toBe('Step 2 of 5Beside: step 2, second 0');
    expect(text(1)).toBe('Step 4 of 5Beside: step 4, second 2');
  });

  it('derives the scene once per change of position, per store', () => {
    const [a, b] = stores.map((s) => s.getState());
    expect(a?.scene.position).toEqual({ step: 1, t: durationOf(1) - 0.01 });
    expect(b?.scene.position).toEqual({ step: 4, t: 2 });
    // A change that leaves the position alone keeps the very same scene.
    stores[0]?.getState().setSpeed(2);
    expect(stores[0]?.getState().scene).toBe(a?.scene);
    // Showing the reply changes what is drawn: at the end of step 1's request, its reply sets off.
    stores[0]?.getState().setShowReply(true);
    expect(stores[0]?.getState().scene.packets.map((p) => p.route.kind)).toEqual(['reply']);
    stores[0]?.getState().seek(2, 1);
    expect(stores[0]?.getState().scene.position).toEqual({ step: 2, t: 1 });
    expect(stores[1]?.getState().scene).toBe(b?.scene);
  });
});

describe('startClock', () => {
  it('ticks the store by the time between frames', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    try {
      const store = createPlayerStore({ playing: true });
      const stop = startClock(store, null);
      frames.shift()?.(1000);
      frames.shift()?.(1050);
      stop();
      expect(store.getState().t).toBeCloseTo(0.05);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
