// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { firstTrafficAt } from '../model/scene';
import { STEPS } from '../model/steps';
import * as parts from './motionParts';
import { warmUpWhenIdle } from './warmUp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Idle callbacks run by hand, and every element the warm-up makes. */
function stubbed() {
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
  return { idle, made, errors };
}

it('draws each step at its start, then with its traffic on the way, then presses its own scrubber, off the document and without an error', async () => {
  const { idle, made, errors } = stubbed();
  const page = document.body.innerHTML;
  // The press must not reach the page: a host's or the player's listeners would take it as a reader's.
  const escaped: string[] = [];
  for (const type of ['pointerdown', 'mousedown', 'input', 'mouseup', 'click', 'focusout'])
    window.addEventListener(type, () => escaped.push(type), true);

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
    if (idle.length === 0) break;
    const step = host.querySelector('.step-count')?.textContent?.replace(/\s+/g, ' ').trim();
    const moving = host.querySelector('[data-packet], [data-signal]') ? 'with traffic' : 'still';
    drawn.push(`${step}, ${moving}`);
  }

  expect(drawn).toEqual([
    ...STEPS.flatMap(({ n }) => {
      const start = `Step ${n} of 5, still`;
      return firstTrafficAt(n) === null ? [start] : [start, `Step ${n} of 5, with traffic`];
    }),
    // Then the press on its scrubber: a jump from step 5 back to step 1, rendered as a reader's is.
    'Step 1 of 5, with traffic',
  ]);
  expect(escaped).toEqual([]);
  expect(made[0]?.childElementCount, 'emptied at the end').toBe(0);
  expect(made[0]?.isConnected).toBe(false);
  expect(document.body.innerHTML).toBe(page);
  expect(errors).not.toHaveBeenCalled();
});

it('presses only in a long idle period, which a playing animation never leaves', async () => {
  const { idle, made, errors } = stubbed();
  // A fresh module: the first test has used up the steps this page had to warm.
  vi.resetModules();
  const [{ warmUpWhenIdle: warmUp }, freshParts] = await Promise.all([
    import('./warmUp'),
    import('./motionParts'),
  ]);
  warmUp(freshParts);
  const shown = () => made[0]?.querySelector('.step-count')?.textContent?.replace(/\s+/g, ' ').trim();
  // Idle periods as short as those between a playing page's frames.
  const short = { didTimeout: false, timeRemaining: () => 8 };
  for (let call = 0; call < 20; call++) {
    idle.shift()?.(short);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
  }
  expect(shown(), 'drawn, not pressed').toBe('Step 5 of 5');
  idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
  await vi.waitFor(() => expect(shown()).toBe('Step 1 of 5'));
  expect(errors).not.toHaveBeenCalled();
});

it('ends without its press on a page that never stops animating, and lets go of its tree', async () => {
  const { idle, made, errors } = stubbed();
  vi.resetModules();
  const [{ warmUpWhenIdle: warmUp }, freshParts] = await Promise.all([
    import('./warmUp'),
    import('./motionParts'),
  ]);
  warmUp(freshParts);
  const short = { didTimeout: false, timeRemaining: () => 8 };
  // Drawn at least once, so that an empty host means emptied, not not yet drawn.
  let drawn = false;
  for (let call = 0; call < 1000; call++) {
    const next = idle.shift();
    if (!next) break;
    next(short);
    await vi.waitFor(() => {
      drawn ||= (made[0]?.childElementCount ?? 0) > 0;
      expect(idle.length === 1 || (drawn && made[0]?.childElementCount === 0)).toBe(true);
    });
  }
  expect(drawn).toBe(true);
  expect(idle, 'asks for no more idle time').toHaveLength(0);
  expect(made[0]?.childElementCount, 'emptied').toBe(0);
  expect(errors).not.toHaveBeenCalled();
});
