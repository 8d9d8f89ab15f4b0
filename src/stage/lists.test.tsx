// @vitest-environment jsdom
import { createRoot, type Root } from 'react-dom/client';
import { Profiler, type ReactNode } from 'react';
import { LazyMotion, domMin } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerProvider } from '../store/context';
import { createPlayerStore, type PlayerStore } from '../store/player';
import { Balancer } from './Balancer';
import { EndpointSliceBox } from './EndpointSliceBox';
import { NodeBox } from './NodeBox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('the stage’s lists', () => {
  let host: HTMLDivElement;
  let root: Root;
  let store: PlayerStore;
  const drawn: string[] = [];
  const counted = (id: string, children: ReactNode) => (
    <Profiler id={id} onRender={() => drawn.push(id)}>
      {children}
    </Profiler>
  );

  beforeEach(async () => {
    host = document.createElement('div');
    document.body.append(host);
    // Step 4, just before web-1's endpoint turns terminating in the EndpointSlice (2 s): the
    // Pods (web-1 was deleted at 1 s and has settled) and the balancer's targets stay.
    store = createPlayerStore({ step: 4, t: 1.9 });
    root = createRoot(host);
    root.render(
      <PlayerProvider store={store}>
        <LazyMotion features={domMin} strict>
          <svg>
            {counted('balancer', <Balancer />)}
            {counted('slice', <EndpointSliceBox />)}
            {counted('node-1', <NodeBox node="node-1" />)}
            {counted('node-2', <NodeBox node="node-2" />)}
          </svg>
        </LazyMotion>
      </PlayerProvider>,
    );
    await vi.waitFor(() => expect(host.querySelector('[data-endpoint="web-1"]')).not.toBeNull());
    drawn.length = 0;
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('a moment that changes one list draws that list again, and only that one', async () => {
    const web1 = () => host.querySelector('[data-endpoint="web-1"]')?.textContent;
    expect(web1()).toContain('terminating ✗');
    store.getState().seek(4, 2.1);
    await vi.waitFor(() => expect(web1()).toContain('terminating ✓'));
    expect(drawn).toContain('slice');
    expect(drawn.filter((id) => id !== 'slice')).toEqual([]);
  });
});
