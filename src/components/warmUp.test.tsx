// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { TOTAL_SECONDS, firstTrafficAt, fromGlobal } from '../model/scene';
import { STEPS } from '../model/steps';
import * as parts from './motionParts';
import { positionText } from './Timeline';
import { warmUpWhenIdle } from './warmUp';
import { WARMED_UP } from './warmedUp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('draws each step at its start and with its traffic on the way, then clicks and presses a timeline of its own, all off the document and without an error', async () => {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => {});
  // jsdom has no media queries: none matches, as for a reader with no preference.
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
  const errors = vi.spyOn(console, 'error');
  const made: HTMLElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const el = create(tag, options);
    made.push(el);
    return el;
  });
  const page = document.body.innerHTML;

  warmUpWhenIdle(parts);
  const drawn: string[] = [];
  const deadline = { didTimeout: false, timeRemaining: () => 50 };
  for (let call = 0; call < 20; call++) {
    const next = idle.shift();
    if (!next) break;
    const wasDrawn = (made[0]?.childElementCount ?? 0) > 0;
    next(deadline);
    const host = made[0];
    if (!host) throw new Error('the warm-up made no element to draw in');
    // Drawn when it asks for the next idle time (after its commit); done when it emptied it.
    await vi.waitFor(() =>
      expect(idle.length === 1 || (wasDrawn && host.childElementCount === 0)).toBe(true),
    );
    if (host.childElementCount === 0) break;
    const step = host.querySelector('.step-count')?.textContent?.replace(/\s+/g, ' ').trim();
    const moving = host.querySelector('[data-packet], [data-signal]') ? 'with traffic' : 'still';
    drawn.push(`${step}, ${moving}`);
  }

  expect(drawn).toEqual(
    STEPS.flatMap(({ n }) => {
      const start = `Step ${n} of 5, still`;
      return firstTrafficAt(n) === null ? [start] : [start, `Step ${n} of 5, with traffic`];
    }),
  );
  expect(made[0]?.childElementCount, 'emptied at the end').toBe(0);
  expect(made[0]?.isConnected).toBe(false);

  // Then it clicks step 1 on a timeline of its own and presses its scrubber, as a reader would:
  // its announcer says what the click did, its scrubber where the press took it (a press is not
  // announced). None of it reaches the page: no event, no focus, no address.
  const reached: string[] = [];
  const types = ['pointerdown', 'mousedown', 'input', 'pointerup', 'mouseup', 'change', 'click'];
  for (const type of types) window.addEventListener(type, () => reached.push(type), true);
  const address = [window.location.href, window.history.length];
  const drawnBefore = made.length;
  let heard = '';
  let position = '';
  // Never an idle moment long enough for the press, as on a page that plays from its load: it
  // waits, then presses all the same.
  const busy = { didTimeout: false, timeRemaining: () => 0 };
  let calls = 0;
  for (; calls < 50 && idle.length > 0; calls++) {
    const wasDrawn = (made[drawnBefore]?.childElementCount ?? 0) > 0;
    idle.shift()!(busy);
    const host = made[drawnBefore];
    if (!host) throw new Error('the warm-up made no element to press in');
    await vi.waitFor(() =>
      expect(idle.length === 1 || (wasDrawn && host.childElementCount === 0)).toBe(true),
    );
    heard = host.querySelector('[aria-live]')?.textContent ?? heard;
    position = host.querySelector('.scrubber')?.getAttribute('aria-valuetext') ?? position;
  }
  expect(calls, 'idle callbacks it took').toBeGreaterThan(10);
  expect(heard).toBe(`Step 1 of 5: ${STEPS[0]?.name}. Playing.`);
  expect(position).toBe(positionText(fromGlobal(TOTAL_SECONDS / 2)));
  expect(reached).toEqual([]);
  expect(document.activeElement).toBe(document.body);
  expect([window.location.href, window.history.length]).toEqual(address);
  expect(idle, 'nothing left to do').toEqual([]);
  expect(made[drawnBefore]?.childElementCount, 'emptied at the end').toBe(0);
  expect(made[drawnBefore]?.isConnected).toBe(false);
  expect(performance.getEntriesByName(WARMED_UP)).toHaveLength(1);
  expect(document.body.innerHTML).toBe(page);
  expect(errors).not.toHaveBeenCalled();
});
