import type { Page } from '@playwright/test';
import { CHANNEL } from '../src/model/messages';
import {
  DRAWING_JS,
  HOST_LINK_JS,
  expect,
  expectPageScheme,
  expectScheme,
  freezeClock,
  holdChunk,
  iframeHost,
  openSettings,
  sendToFrame,
  test,
} from './fixtures';

const events = (page: Page) =>
  page.evaluate(
    () => (window as never as { events: { type: string; step?: number; height?: number }[] }).events,
  );

test.describe('the iframe embed', () => {
  test('says ready only once its stage can be drawn', async ({ page }) => {
    const release = await holdChunk(page, DRAWING_JS);
    const frame = await iframeHost(page);
    await expect(frame.locator('svg.stage').getByText('Load balancer')).toHaveCount(0);
    expect((await events(page)).map((e) => e.type)).not.toContain('ready');
    release();
    await expect(frame.locator('svg.stage').getByText('Load balancer')).toBeVisible();
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('ready');
  });

  test('shows only the player, sizes its frame, and obeys its host', async ({ page }) => {
    const frame = await iframeHost(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Play from step 1', exact: true })).toHaveCount(0);
    await expect(frame.locator('svg.stage')).toBeVisible();
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('ready');
    await expect
      .poll(async () => (await events(page)).some((e) => e.type === 'resize' && (e.height ?? 0) > 400))
      .toBe(true);
    const last = (await events(page)).filter((e) => e.type === 'resize').pop();
    const frameHeight = async () => (await page.locator('iframe').boundingBox())!.height;
    expect(await frameHeight()).toBeCloseTo(last!.height!, 0);
    // The frame follows the player both ways: taller with the ledger and objects, back after.
    const details = frame.getByRole('button', { name: 'Ledger and objects' });
    await details.click();
    await expect.poll(frameHeight).toBeGreaterThan(last!.height! + 200);
    await details.click();
    await expect.poll(frameHeight).toBeCloseTo(last!.height!, 0);

    await sendToFrame(page, { channel: CHANNEL, type: 'seek', step: 3, t: 1 });
    await expect(frame.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await sendToFrame(page, { channel: CHANNEL, type: 'play' });
    await expect(frame.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await sendToFrame(page, { channel: CHANNEL, type: 'pause' });
    await sendToFrame(page, { channel: CHANNEL, type: 'next' });
    await expect(frame.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    await sendToFrame(page, { channel: CHANNEL, type: 'previous' });
    await expect(frame.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await sendToFrame(page, { channel: CHANNEL, type: 'setSpeed', speed: 2 });
    await openSettings(frame);
    await expect(frame.getByRole('combobox', { name: 'Speed' })).toHaveValue('2');
    await sendToFrame(page, { channel: CHANNEL, type: 'setTheme', theme: 'dark' });
    await expectScheme(frame.locator('.lb-root'), 'dark');
    const heard = (await events(page)).map((e) => `${e.type}${e.step ? `:${e.step}` : ''}`);
    expect(heard).toEqual(
      expect.arrayContaining(['stepchange:3', 'play:3', 'pause:3', 'stepchange:4', 'stepchange:3']),
    );
  });

  test('tells its height before it says ready, even when its drawing came before its host link', async ({
    page,
  }) => {
    const release = await holdChunk(page, HOST_LINK_JS);
    const frame = await iframeHost(page);
    await expect(frame.locator('svg.stage').getByText('Load balancer')).toBeVisible();
    release();
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('ready');
    const heard = (await events(page)).map((e) => e.type);
    expect(heard.slice(0, heard.indexOf('ready'))).toContain('resize');
  });

  test('tells a host that listened late its height and that it is ready, when asked', async ({ page }) => {
    await iframeHost(page);
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('ready');
    const before = (await events(page)).filter((e) => e.type === 'resize').pop()!.height;
    // As a page whose listener came after the player had reported.
    await page.evaluate(() => ((window as never as { events: unknown[] }).events.length = 0));
    await sendToFrame(page, { channel: CHANNEL, type: 'report' });
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toEqual(['resize', 'ready']);
    expect((await events(page)).find((e) => e.type === 'resize')!.height).toBe(before);
  });

  test('obeys a message its host sends before the host link’s code has arrived', async ({ page }) => {
    const release = await holdChunk(page, HOST_LINK_JS);
    const frame = await iframeHost(page);
    await sendToFrame(page, { channel: CHANNEL, type: 'seek', step: 4, t: 0 });
    await expect(frame.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    release();
    await expect(frame.getByText('Step 4 of 5', { exact: true })).toBeVisible();
  });

  test('ignores malformed messages with one warning each, and still works after', async ({ page, watch }) => {
    const frame = await iframeHost(page);
    for (const bad of [
      'play',
      { type: 'play' },
      { channel: CHANNEL, type: 'seek', step: 9 },
      { channel: CHANNEL, type: 'setSpeed', speed: 100 },
      { channel: CHANNEL, type: 'launch' },
      JSON.parse(`{"channel":"${CHANNEL}","type":"seek","step":2,"__proto__":{"step":5}}`),
    ]) {
      await sendToFrame(page, bad);
    }
    await expect
      .poll(() => watch.warnings.filter((w) => w.startsWith('Ignoring a host message')).length)
      .toBe(5);
    await expect(frame.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await sendToFrame(page, { channel: CHANNEL, type: 'next' });
    await expect(frame.getByText('Step 3 of 5', { exact: true })).toBeVisible();
  });

  test('obeys no page whose origin is not allowed, and tells it nothing', async ({ page, watch }) => {
    const frame = await iframeHost(page, 'https://docs.example.com');
    await sendToFrame(page, { channel: CHANNEL, type: 'seek', step: 4, t: 0 });
    await sendToFrame(page, { channel: CHANNEL, type: 'play' });
    await expect.poll(() => watch.warnings.filter((w) => w.includes('not an allowed origin')).length).toBe(2);
    await expect(frame.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(await events(page)).toEqual([]);
  });
});

test.describe('the custom element', () => {
  test('two elements on one page keep their own state, clocks and keys', async ({ page }) => {
    await page.goto('/hosts/elements.html');
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect(first.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await expect(second.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    await first.getByRole('button', { name: 'Next step' }).click();
    await expect(first.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await expect(second.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    // Keys act on the player with focus, and on no player when none has it.
    await second.getByRole('button', { name: 'Previous step' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(second.getByText('Step 5 of 5', { exact: true })).toBeVisible();
    await expect(first.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('h1').click();
    await page.keyboard.press('1');
    await expect(first.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await expect(second.getByText('Step 5 of 5', { exact: true })).toBeVisible();
  });

  test('its Present menu works inside its shadow root and shuts on a press on the host page', async ({
    page,
  }) => {
    await page.goto('/hosts/elements.html');
    const first = page.locator('#first');
    await expect(first.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    const button = first.getByRole('button', { name: /^Present & / });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // A press inside the element's own tree is not a press elsewhere.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('button', { name: 'Download this frame as SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lb-straight-to-pods-step-2-/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await page.locator('h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('observes its attributes, has play/pause/seek, and dispatches events', async ({ page }) => {
    await page.goto('/hosts/elements.html');
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect(first.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await second.evaluate((el) => el.setAttribute('step', '1'));
    await expect(second.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await first.evaluate((el) => el.setAttribute('theme', 'dark'));
    await expectScheme(first.locator('.lb-root'), 'dark');
    await first.evaluate((el) => (el as unknown as { seek(s: number, t: number): void }).seek(5, 2));
    await expect(first.getByText('Step 5 of 5', { exact: true })).toBeVisible();
    await first.evaluate((el) => (el as unknown as { play(): void }).play());
    await expect(first.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await first.evaluate((el) => (el as unknown as { pause(): void }).pause());
    const heard = await page.evaluate(() => (window as never as { heard: string[] }).heard);
    expect(heard).toEqual(
      expect.arrayContaining([
        'first:ready:2',
        'second:ready:4',
        'second:stepchange:1',
        'first:stepchange:5',
        'first:play:5',
        'first:pause:5',
      ]),
    );
  });

  test('ignores bad attribute values with one warning each, and still works', async ({ page, watch }) => {
    await page.goto('/hosts/elements.html');
    const first = page.locator('#first');
    await expect(first.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await first.evaluate((el: HTMLElement & { seek(step: unknown, t?: unknown): void }) => {
      el.setAttribute('step', '9');
      el.setAttribute('theme', 'neon');
      el.setAttribute('controls', 'fancy<b>');
      el.seek(9);
      el.seek('3', -1);
    });
    await expect.poll(() => watch.warnings.length).toBe(5);
    expect(watch.warnings).toEqual([
      '<lb-straight-to-pods>: ignoring step="9": expected 1 to 5.',
      '<lb-straight-to-pods>: ignoring theme="neon": expected light, dark or auto.',
      '<lb-straight-to-pods>: ignoring controls="fancy<b>": expected full or minimal.',
      '<lb-straight-to-pods>: ignoring seek(9, 0): seek needs step: 1–5.',
      '<lb-straight-to-pods>: ignoring seek("3", -1): seek needs step: 1–5.',
    ]);
    await expect(first.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await expectScheme(first.locator('.lb-root'), 'light');
    await expect(first.getByRole('slider')).toBeVisible();
    await first.getByRole('button', { name: 'Next step' }).click();
    await expect(first.getByText('Step 3 of 5', { exact: true })).toBeVisible();
  });

  test('"minimal" controls are the few a reader needs', async ({ page }) => {
    await page.goto('/hosts/elements.html');
    const second = page.locator('#second');
    await expect(second.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Next step' })).toBeVisible();
    await expect(second.getByRole('slider')).toHaveCount(0);
    await expect(second.getByRole('combobox', { name: 'Speed' })).toHaveCount(0);
    await expect(page.locator('#first').getByRole('slider')).toBeVisible();
  });

  test('the host page’s global CSS breaks nothing inside it', async ({ page }) => {
    await page.goto('/hosts/elements.html');
    const first = page.locator('#first');
    const stage = first.locator('svg.stage');
    await expect(stage).toBeVisible();
    expect((await stage.boundingBox())!.height).toBeGreaterThan(200);
    const look = await first.getByRole('button', { name: 'Next step' }).evaluate((b) => {
      const s = getComputedStyle(b);
      return { font: s.fontSize, border: s.borderTopStyle, padding: s.paddingLeft, spacing: s.letterSpacing };
    });
    expect(look).toEqual({ font: '14.88px', border: 'solid', padding: '8px', spacing: 'normal' });
    const fill = await first
      .locator('svg.stage text')
      .first()
      .evaluate((t) => getComputedStyle(t).fill);
    expect(fill).not.toBe('rgb(255, 0, 0)');
    const caption = await first.locator('.caption').evaluate((el) => getComputedStyle(el).color);
    expect(caption).not.toBe('rgb(255, 105, 180)');
    // And nothing of ours leaks out: the page's own heading keeps the page's look.
    expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(255, 105, 180)');
  });

  test('an instance out of view does no animation work until it is seen', async ({ page }) => {
    await freezeClock(page);
    await page.setViewportSize({ width: 1200, height: 500 });
    await page.goto('/hosts/elements.html');
    const second = page.locator('#second');
    await expect(second.getByText('Step 4 of 5', { exact: true })).toBeAttached();
    await second.evaluate((el) => el.setAttribute('controls', 'full'));
    await expect(second.getByRole('slider')).toBeAttached();
    expect(await second.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(500);
    await second.evaluate((el) => (el as unknown as { play(): void }).play());
    const where = () => second.getByRole('slider').getAttribute('aria-valuetext');
    const before = await where();
    await page.clock.runFor(3000);
    expect(await where()).toBe(before);
    await second.scrollIntoViewIfNeeded();
    // The observer reports on a real rendering frame; advance the fake clock until it has.
    await expect
      .poll(async () => {
        await page.clock.runFor(250);
        return where();
      })
      .not.toBe(before);
  });
});

test.describe('the React component', () => {
  test('renders with the host’s React, takes props and a ref, and reports step changes', async ({ page }) => {
    await page.goto('/hosts/react/dist/index.html');
    await expect(page.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await expectScheme(page.locator('.lb-root'), 'dark');
    await page.getByRole('button', { name: 'Host: seek to step 4' }).click();
    await expect(page.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    await expect(page.getByText('Heard steps: 4')).toBeVisible();
    await page.getByRole('button', { name: 'Host: step prop 5' }).click();
    await expect(page.getByText('Step 5 of 5', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(page.getByText('Heard steps: 4, 5, 4')).toBeVisible();
    await page.getByRole('button', { name: 'Host: play' }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });
});

test.describe('the React component with untyped props', () => {
  test('ignores bad props and bad seeks with one warning each, and shows the defaults', async ({
    page,
    watch,
  }) => {
    await page.goto('/hosts/react/dist/index.html?bad');
    await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await expect(page.locator('.lb-root')).toHaveAttribute('data-theme', 'auto');
    // The full set of controls, not half of each.
    await expect(page.getByRole('slider', { name: 'Position in the animation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Present & save' })).toBeVisible();
    await page.getByRole('button', { name: 'Host: bad seeks' }).click();
    await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await expect.poll(() => watch.warnings.length).toBe(5);
    expect(watch.warnings).toEqual([
      '<StraightToPods>: ignoring step={9}: expected 1 to 5.',
      '<StraightToPods>: ignoring theme={"purple"}: expected light, dark or auto.',
      '<StraightToPods>: ignoring controls={"tiny"}: expected full or minimal.',
      '<StraightToPods>: ignoring seek(9, 0): seek needs step: 1–5.',
      '<StraightToPods>: ignoring seek("3", 0): seek needs step: 1–5.',
    ]);
  });
});

test.describe('themes', () => {
  test('auto follows the reader’s colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('./');
    await expectScheme(page.locator('.lb-root').first(), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectScheme(page.locator('.lb-root').first(), 'light');
    await page.goto('./?theme=dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectScheme(page.locator('.lb-root').first(), 'dark');
  });

  test('a chosen theme reaches the page around the player, in the page and the embed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    for (const url of ['./?theme=dark', './?embed&theme=dark']) {
      await page.goto(url);
      await expectScheme(page.locator('.lb-root'), 'dark');
      await expectPageScheme(page, 'dark');
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('./?theme=light');
    await expectPageScheme(page, 'light');
    await page.goto('./?theme=auto');
    await expectPageScheme(page, 'dark');
  });
});
