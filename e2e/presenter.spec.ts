import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  DRAWING_JS,
  controls,
  expect,
  freezeClock,
  holdChunk,
  openSettings,
  smallestStageText,
  test,
  untilDrawn,
  wrapsOf,
} from './fixtures';
import { TOTAL_SECONDS, durationOf, stepStart } from '../src/model/position';

const scrubber = (page: Page) => page.getByRole('slider', { name: 'Position in the animation' });
const menu = (page: Page) => page.getByRole('button', { name: 'Present & share' });
const pauseAtSteps = (page: Page) => page.getByRole('checkbox', { name: 'Pause at each step' });
const speed = (page: Page) => page.getByRole('combobox', { name: 'Speed' });

test.describe('the scrubber', () => {
  test('is a slider that says where it is, moved by arrows and by whole steps', async ({ page }) => {
    await page.goto('./');
    const s = scrubber(page);
    await expect(s).toHaveAttribute('aria-valuetext', 'Step 1, 0 s of 9 s');
    await s.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(s).toHaveAttribute('aria-valuetext', 'Step 1, 1 s of 9 s');
    // As on any ARIA slider, Page Up moves up (later) and Page Down down (earlier), a step each.
    await page.keyboard.press('PageUp');
    await expect(s).toHaveAttribute('aria-valuetext', 'Step 2, 0 s of 10.5 s');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect(s).toHaveAttribute('aria-valuetext', `Step 4, 0 s of ${durationOf(4)} s`);
    await page.keyboard.press('PageDown');
    await expect(s).toHaveAttribute('aria-valuetext', 'Step 3, 0 s of 7.5 s');
    await page.keyboard.press('End');
    await expect(s).toHaveAttribute('aria-valuetext', `Step 5, ${durationOf(5)} s of ${durationOf(5)} s`);
    await expect(controls(page).stepCount).toHaveText('Step 5 of 5');
  });

  test('a click or a drag moves the stage, the ledger and the panels with it', async ({ page }) => {
    await page.goto('./');
    const box = (await scrubber(page).boundingBox())!;
    // 13.5 s into step 4 the new target is initial.
    const at = (seconds: number) => box.x + 8 + ((box.width - 16) * seconds) / TOTAL_SECONDS;
    await page.mouse.click(at(stepStart(4) + 13.5), box.y + box.height / 2);
    const c = controls(page);
    await expect(c.stepCount).toHaveText('Step 4 of 5');
    await expect(page.getByRole('region', { name: 'Balancer target groups', exact: true })).toContainText(
      '10.244.2.7:8080',
    );
    await page.mouse.move(at(stepStart(4) + 12.5), box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(at(5), box.y + box.height / 2, { steps: 8 });
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await page.mouse.up();
    await expect(c.currentHop).toHaveText('Node-2');
  });

  test('scrubbing while playing keeps playing from the new place', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await c.play.click();
    await scrubber(page).focus();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.clock.runFor(2500);
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await expect(c.pause).toBeVisible();
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', /^Step 3, 2\.\d s of 7\.5 s$/);
  });
  test('its knob is drawn at each frame’s position; its value follows in tenths while playing, exact when paused', async ({
    page,
  }) => {
    await freezeClock(page);
    const start = stepStart(3);
    await page.goto('./?step=3&t=2');
    const s = scrubber(page);
    const knobAt = async () => {
      const box = (await s.boundingBox())!;
      const knob = (await page.locator('.scrub-knob').boundingBox())!;
      return ((knob.x + knob.width / 2 - box.x - 8) / (box.width - 16)) * TOTAL_SECONDS;
    };
    expect(await knobAt()).toBeCloseTo(start + 2, 1);
    expect(Number(await s.inputValue())).toBeCloseTo(start + 2, 3);
    const c = controls(page);
    await c.play.click();
    await page.clock.runFor(1030);
    // The knob is drawn at the frame's position; the value is the last tenth that was said.
    const knob = await knobAt();
    expect(knob).toBeGreaterThan(start + 2.95);
    expect(knob).toBeLessThan(start + 3.1);
    const value = Number(await s.inputValue());
    expect(value).toBeLessThanOrEqual(knob + 0.02);
    expect(value).toBeGreaterThan(knob - 0.12);
    await expect(s).toHaveAttribute('aria-valuetext', /^Step 3, 3(\.\d)? s of 7\.5 s$/);
    await c.pause.click();
    expect(Number(await s.inputValue())).toBeCloseTo(await knobAt(), 1);
    expect(await knobAt()).toBeCloseTo(knob, 1);
  });
  test('while playing, the bars along the timeline are drawn where the position says', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./?step=3&t=2');
    const rail = page.locator('.scrub-rail');
    const stepFill = page.getByRole('button', { name: /^Play from step 3/ }).locator('.fill');
    await expect(stepFill).toBeAttached();
    const c = controls(page);
    await c.play.click();
    await page.clock.runFor(2000);
    await c.pause.click();
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 3, 4 s of 7.5 s');
    const widths = async (l: Locator) => l.evaluate((el: HTMLElement) => el.offsetWidth);
    const scaleX = async (l: Locator) => l.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    const railWidth = await widths(rail);
    const stepWidth = await widths(stepFill);
    expect(
      Math.abs(
        (await scaleX(page.locator('.scrub-fill'))) * railWidth -
          ((stepStart(3) + 4) / TOTAL_SECONDS) * railWidth,
      ),
    ).toBeLessThanOrEqual(1);
    expect(Math.abs((await scaleX(stepFill)) * stepWidth - (4 / 7.5) * stepWidth)).toBeLessThanOrEqual(1);
  });
});

test.describe('speed', () => {
  test('a control and the < > keys set 0.5×–2×; time runs at that speed', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    await untilDrawn(page);
    await expect(speed(page)).toHaveValue('1');
    await page.keyboard.press('>');
    await expect(speed(page)).toHaveValue('1.5');
    await page.keyboard.press('>');
    await page.keyboard.press('>');
    await expect(speed(page)).toHaveValue('2');
    await page.keyboard.press('<');
    await page.keyboard.press('<');
    await page.keyboard.press('<');
    await page.keyboard.press('<');
    await expect(speed(page)).toHaveValue('0.5');
    await speed(page).selectOption('2');
    await controls(page).play.click();
    await page.clock.runFor(2000);
    await controls(page).pause.click();
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', /^Step 1, [34](\.\d)? s of 9 s$/);
  });
});

test.describe('pause at each step', () => {
  test('stops at the end of a step; Next, Space or a clicker’s PageDown goes on', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await expect(pauseAtSteps(page)).not.toBeChecked();
    await pauseAtSteps(page).check();
    await c.play.click();
    await page.clock.runFor(12_000);
    await expect(c.play).toBeVisible();
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 1, 9 s of 9 s');
    await page.keyboard.press('PageDown');
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await expect(c.pause).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 2, 10.5 s of 10.5 s');
    await page.keyboard.press('Space');
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await page.clock.runFor(1000);
    await c.pause.click();
    await c.next.click();
    await expect(c.stepCount).toHaveText('Step 4 of 5');
    await expect(c.pause).toBeVisible();
    // Previous goes back to this step's start first, then to the step before.
    await page.clock.runFor(1000);
    await page.keyboard.press('PageUp');
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', /^Step 4, 0 s of/);
    await c.pause.click();
    await page.keyboard.press('PageUp');
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    // There, Next will play step 3 rather than show step 4, and says so.
    await expect(c.next).toHaveAccessibleDescription('Plays step 3 first: it waits at its start');
    await c.next.click();
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await expect(c.pause).toBeVisible();
    await expect(c.next).toHaveAccessibleDescription('');
  });

  test('a clicker alone runs the talk: each step plays before the next, whatever has focus', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await untilDrawn(page);
    await page.keyboard.press('f');
    await expect(c.player).toHaveClass(/presenting/);
    // The first press plays step 1; it does not skip it.
    await page.keyboard.press('PageDown');
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await expect(c.pause).toBeVisible();
    await page.clock.runFor((durationOf(1) + 1) * 1000);
    await expect(c.play).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await expect(c.pause).toBeVisible();
    // A control the presenter once clicked keeps focus; the clicker still steps the talk.
    await speed(page).focus();
    await page.keyboard.press('PageDown');
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await expect(speed(page)).toHaveValue('1');
    await page.clock.runFor(1000);
    await scrubber(page).focus();
    await page.keyboard.press('Space');
    await expect(c.play).toBeVisible();
    await page.keyboard.press('PageUp');
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', /^Step 3, 0 s of/);
    await page.keyboard.press('PageDown');
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await expect(c.pause).toBeVisible();
    // Jumped to with a number key, a step plays on the next press.
    await page.keyboard.press('Space');
    await page.keyboard.press('5');
    await page.keyboard.press('PageDown');
    await expect(c.stepCount).toHaveText('Step 5 of 5');
    await expect(c.pause).toBeVisible();
  });
});

test.describe('Present & share', () => {
  for (const width of [390, 1024, 1280, 1920]) {
    test(`its menu and what it says open inside a ${width}px-wide window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('./?step=3');
      await menu(page).click();
      const inside = async (el: Locator) => {
        await el.scrollIntoViewIfNeeded();
        const box = (await el.boundingBox())!;
        expect(box.x, String(el)).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, String(el)).toBeLessThanOrEqual(width);
      };
      for (const name of ['Presenter view', 'Copy link to this moment', 'Download this frame as SVG'])
        await inside(page.getByRole('button', { name }));
      await inside(page.getByRole('link', { name: 'Handout' }));
      await page.getByRole('button', { name: 'Download this frame as SVG' }).click();
      await expect(page.getByRole('status')).toContainText('Saved lb-straight-to-pods-step-3-0s.svg.');
      await inside(page.getByRole('status'));
    });
  }
});

test('the Present & share menu closes with Esc, on a press or focus elsewhere and once an action is chosen', async ({
  page,
}) => {
  await page.goto('./?step=3');
  const c = controls(page);
  const button = menu(page);
  const presenterView = page.getByRole('button', { name: 'Presenter view' });
  const open = async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(presenterView).toBeVisible();
  };
  const closed = async () => {
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(presenterView).toBeHidden();
  };

  await open();
  await presenterView.focus();
  await page.keyboard.press('Escape');
  await closed();
  await expect(button).toBeFocused();

  await open();
  await page.getByRole('heading', { level: 1 }).click();
  await closed();

  // Tabbing on past its last item, out of the menu.
  await open();
  await page.getByRole('link', { name: 'Handout' }).focus();
  await page.keyboard.press('Tab');
  await closed();

  await open();
  await page.getByRole('button', { name: 'Download this frame as SVG' }).click();
  await closed();
  await expect(page.getByRole('status')).toContainText('Saved lb-straight-to-pods-step-3-0s.svg.');
  await expect(button).toBeFocused();

  // Chosen from the menu, the presenter view opens with the menu shut; Esc then leaves it.
  await open();
  await presenterView.click();
  await expect(c.player).toHaveClass(/presenting/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // In the view, the item's name says what it does, and only that.
  await button.click();
  const leave = page.getByRole('button', { name: 'Leave presenter view' });
  await expect(leave).toBeVisible();
  await expect(leave).not.toHaveAttribute('aria-pressed');
  await button.click();
  await page.keyboard.press('Escape');
  await expect(c.player).not.toHaveClass(/presenting/);
  await expect(c.stepCount).toHaveText('Step 3 of 5');
});

test.describe('the presenter view', () => {
  // A projector's screen: the stage fills more than half of it, its text and the step names are
  // read from the back of the room, and every step's caption fits the column beside it.
  for (const { width, height, text, names, caption } of [
    { width: 1280, height: 720, text: 13, names: 13, caption: 16 },
    { width: 1920, height: 1080, text: 20, names: 16, caption: 24 },
    { width: 2560, height: 1440, text: 26, names: 20, caption: 30 },
  ])
    for (const scheme of ['light', 'dark'] as const)
      test(`fills a ${width}×${height} projector (${scheme}): the stage over half the screen, its text large, every caption whole`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height });
        await page.goto('./?step=3');
        await menu(page).click();
        await page.getByRole('button', { name: 'Presenter view' }).click();
        const c = controls(page);
        for (const step of [1, 2, 3, 4, 5]) {
          await page.keyboard.press(String(step));
          await expect(c.stepCount).toHaveText(`Step ${step} of 5`);
          // The drawing, not the svg box: the svg keeps the drawing's shape.
          const { drawing, frame } = await page.locator('svg.stage').evaluate((svg: SVGSVGElement) => {
            const scale = svg.getScreenCTM()!.a;
            const { width, height } = svg.viewBox.baseVal;
            const box = svg.parentElement!.getBoundingClientRect();
            return { drawing: { width: width * scale, height: height * scale }, frame: box };
          });
          expect(drawing.width * drawing.height).toBeGreaterThanOrEqual(width * height * 0.55);
          // The frame hugs the drawing: no empty bands inside it.
          expect(drawing.width / frame.width).toBeGreaterThan(0.99);
          expect(drawing.height / frame.height).toBeGreaterThan(0.99);
          expect((await smallestStageText(page)).px).toBeGreaterThanOrEqual(text);
          for (const size of await page
            .getByRole('group', { name: 'Steps' })
            .getByRole('button')
            .evaluateAll((buttons) => buttons.map((b) => parseFloat(getComputedStyle(b).fontSize))))
            expect(size).toBeGreaterThanOrEqual(names);
          expect(
            await c.caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
          ).toBeGreaterThanOrEqual(caption);
          // The caption and the step's longest sentence fit their column: it never scrolls.
          const side = page.getByRole('complementary', { name: 'Current step' });
          expect(await side.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
          for (const control of [c.play, c.next, c.previous, c.restart, scrubber(page), c.caption, c.now]) {
            await expect(control).toBeInViewport({ ratio: 1 });
          }
        }
        await expect(pauseAtSteps(page)).toBeChecked();
      });

  for (const [width, height] of [
    [320, 640],
    [640, 360],
  ] as const) {
    test(`on a ${width}×${height} screen: the stage as large as fits, every control at hand`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('./?step=3&t=3');
      await menu(page).click();
      await page.getByRole('button', { name: 'Presenter view' }).click();
      const c = controls(page);
      await expect(c.player).toHaveClass(/presenting/);
      const drawing = await page.locator('svg.stage').evaluate((svg: SVGSVGElement) => {
        const scale = svg.getScreenCTM()!.a;
        return { width: svg.viewBox.baseVal.width * scale, height: svg.viewBox.baseVal.height * scale };
      });
      // It meets the screen's sides or its top and bottom, less the view's margin. On a phone
      // held upright it takes the width, drawn for the phone, and the view scrolls down it.
      expect(drawing.width).toBeLessThanOrEqual(width);
      if (height > width) expect(drawing.width / width).toBeGreaterThan(0.9);
      else {
        expect(drawing.height).toBeLessThanOrEqual(height);
        expect(Math.max(drawing.width / width, drawing.height / height)).toBeGreaterThan(0.9);
      }
      // Each control, scrolled to if need be, takes a press: nothing lies over it; the settings
      // once their menu is open.
      for (const control of [c.play, c.previous, c.next, c.restart, scrubber(page), menu(page)]) {
        await control.click({ trial: true, timeout: 2000 });
      }
      await openSettings(page);
      for (const control of [speed(page), pauseAtSteps(page)])
        await control.click({ trial: true, timeout: 2000 });
      await page.keyboard.press('Escape');
      await expect(c.caption).toBeVisible();
      // A reader with no keyboard can leave the view.
      await menu(page).click();
      await page.getByRole('button', { name: 'Leave presenter view' }).click();
      await expect(c.player).not.toHaveClass(/presenting/);
    });
  }

  test('its large caption wraps long field names between their words, never inside one', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Every step: step 3's caption once ended a line inside "web-1".
    for (const step of [1, 2, 3, 4, 5]) {
      await page.goto(`./?step=${step}&t=2`);
      const c = controls(page);
      await untilDrawn(page);
      await page.keyboard.press('f');
      await expect(c.player).toHaveClass(/presenting/);
      const lines = await wrapsOf(page.locator('.player .step-name, .player .caption, .player .now > p'));
      if (step === 2 || step === 5)
        expect(lines.some((l) => l.text.includes('allocateLoadBalancerNodePorts'))).toBe(true);
      for (const { text, starts } of lines)
        for (const i of starts) {
          const [before = '', after = ''] = [text[i - 1], text[i]];
          const between =
            /\s/.test(before) || /\s/.test(after) || before === '.' || /[a-z][A-Z]/.test(before + after);
          expect(between, `step ${step}: ${text.slice(0, i)}⏎${text.slice(i)}`).toBe(true);
        }
    }
  });

  test('F enters, Esc leaves, Tab stays inside, and the page’s own setting comes back', async ({ page }) => {
    await page.goto('./');
    const c = controls(page);
    // Keys work once the player is drawn; a reader cannot press them on a page not yet there.
    await untilDrawn(page);
    await page.keyboard.press('f');
    await expect(pauseAtSteps(page)).toBeChecked();
    await expect(page.getByRole('region', { name: 'Packet ledger' })).toBeHidden();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await c.player.evaluate((el) => el.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(pauseAtSteps(page)).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Packet ledger' })).toBeVisible();
    await expect(c.player).not.toHaveClass(/presenting/);
  });
});

test('a clicker’s blank-screen key blanks the presenter view; any key brings it back, unmoved', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('./');
  await untilDrawn(page);
  const c = controls(page);
  const blank = c.player.locator('.blank');
  await page.keyboard.press('b');
  await expect(blank).toHaveCount(0);
  await page.keyboard.press('f');
  await page.keyboard.press('Space');
  await expect(c.pause).toBeVisible();
  for (const key of ['b', '.']) {
    await page.keyboard.press(key);
    await expect(blank).toBeVisible();
    expect(await blank.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
    await expect(c.play).toBeVisible();
    // The key that brings it back does nothing else: PageDown does not go to the next step.
    await page.keyboard.press('PageDown');
    await expect(blank).toHaveCount(0);
    await expect(c.stepCount).toHaveText('Step 1 of 5');
  }
  // The browser's own shortcuts (here select-all) are not keys for the talk.
  await page.keyboard.press('b');
  await page.keyboard.press('Control+a');
  await expect(blank).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blank).toHaveCount(0);
  await expect(c.player).toHaveClass(/presenting/);
  // Nor does a focused control act on that key, unseen: the scrubber stays, a checkbox stays.
  await scrubber(page).focus();
  const at = await scrubber(page).getAttribute('aria-valuetext');
  for (const key of ['ArrowRight', 'End']) {
    await page.keyboard.press('b');
    await expect(blank).toBeVisible();
    await page.keyboard.press(key);
    await expect(blank).toHaveCount(0);
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', at!);
  }
  const reduce = c.player.getByRole('checkbox', { name: 'Reduce motion' });
  await reduce.focus();
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  await page.keyboard.press('Space');
  await expect(blank).toHaveCount(0);
  await expect(reduce).not.toBeChecked();
});

test('leaving the presenter view puts the page back where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./');
  await untilDrawn(page);
  const c = controls(page);
  for (const [y, enter] of [
    [500, () => page.keyboard.press('f')],
    [
      300,
      () =>
        menu(page)
          .click()
          .then(() => page.getByRole('button', { name: 'Presenter view' }).click()),
    ],
  ] as const) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await enter();
    await expect(c.player).toHaveClass(/presenting/);
    // As a presenter would, with the view on the screen: Esc before then is the next test's.
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(c.player).not.toHaveClass(/presenting/);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  }
});

test('Esc pressed before the browser is fullscreen leaves no fullscreen behind', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./');
  await untilDrawn(page);
  await page.evaluate(() => window.scrollTo(0, 500));
  const changes = await page.evaluateHandle(() => {
    const seen = { count: 0 };
    document.addEventListener('fullscreenchange', () => seen.count++);
    return seen;
  });
  // Both keys in one task: the fullscreen that F asks for cannot have come yet when Esc leaves.
  await page.evaluate(() => {
    for (const key of ['f', 'Escape'])
      document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  await expect(controls(page).player).not.toHaveClass(/presenting/);
  // The browser goes fullscreen as asked, and the player leaves it again.
  await expect.poll(() => changes.evaluate((seen) => seen.count)).toBe(2);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
});

test.describe('deep links', () => {
  test('the URL follows playing quietly and gets a history entry per step; Back returns', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    const before = await page.evaluate(() => history.length);
    await c.play.click();
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\?step=1&t=(2\.[5-9]|3(\.\d)?)$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await c.pause.click();
    await c.next.click();
    // The address is written once the browser is idle after the frame, and soon at the latest
    // (useUrlSync.ts's SOON_WRITE_MS).
    await expect(page).not.toHaveURL(/\?step=2$/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\?step=2$/);
    await c.next.click();
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\?step=3$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 2);
    await page.goBack();
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await expect(c.play).toBeVisible();
  });

  test('two steps taken before the address was written still make two history entries', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    const before = await page.evaluate(() => history.length);
    await c.next.click();
    await c.next.click();
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\?step=3$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 2);
    await page.goBack();
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await expect(page).toHaveURL(/\?step=2$/);
    await page.goBack();
    await expect(c.stepCount).toHaveText('Step 1 of 5');
  });

  test('Back while playing returns to that entry, paused, and keeps Forward', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await c.next.click();
    await c.next.click();
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\?step=3$/);
    const entries = await page.evaluate(() => history.length);
    await c.play.click();
    await page.clock.runFor(1000);
    await page.goBack();
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await expect(c.play).toBeVisible();
    await expect(page).toHaveURL(/\?step=2$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // Forward returns to step 3 where playing had left it.
    await page.goForward();
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await expect(page).toHaveURL(/\?step=3&t=[\d.]+$/);
  });

  test('a bad t is ignored with one warning and the step still opens', async ({ page, watch }) => {
    await page.goto('./?step=4&t=banana');
    await expect(controls(page).stepCount).toHaveText('Step 4 of 5');
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 4, 0 s of 21 s');
    expect(watch.warnings).toEqual(['Ignoring t="banana": expected seconds from 0 to 21 into step 4.']);
  });

  test('an ignored parameter is left out of the address once warned about, so a copied link is clean', async ({
    page,
    context,
    watch,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('./?step=4&theme=purple&t=banana&utm_source=talk');
    await expect(controls(page).stepCount).toHaveText('Step 4 of 5');
    await expect(page).toHaveURL(/\/\?step=4&utm_source=talk$/);
    expect(watch.warnings).toEqual([
      'Ignoring t="banana": expected seconds from 0 to 21 into step 4.',
      'Ignoring theme="purple": expected one of light, dark, auto.',
    ]);
    await menu(page).click();
    await page.getByRole('button', { name: 'Copy link to this moment' }).click();
    await expect(page.getByRole('status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).search).toBe('?step=4&utm_source=talk');
  });

  test('a t past the step’s end opens the step’s end, with one warning', async ({ page, watch }) => {
    await page.goto('./?step=4&t=99');
    await expect(controls(page).stepCount).toHaveText('Step 4 of 5');
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 4, 21 s of 21 s');
    await expect(page).toHaveURL(/\/\?step=4&t=21$/);
    expect(watch.warnings).toEqual(['Reading t="99" as 21: step 4 ends there.']);
  });

  test('"Copy link to this moment" copies a URL that opens this frame', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('./?step=4&t=12.5');
    await menu(page).click();
    await page.getByRole('button', { name: 'Copy link to this moment' }).click();
    await expect(page.getByRole('status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).search).toBe('?step=4&t=12.5');
  });

  test('the address keeps the speed the reader chose, and autoplay only until the page opened', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('./?speed=2&autoplay=1');
    const c = controls(page);
    await c.pause.click();
    // A paused moment shared or reloaded stays paused.
    await expect(page).toHaveURL(/\?speed=2&step=1&t=[\d.]+$/);
    await speed(page).selectOption('1');
    await expect(page).toHaveURL(/\?step=1&t=[\d.]+$/);
    await speed(page).selectOption('1.5');
    await expect(page).toHaveURL(/\?step=1&t=[\d.]+&speed=1\.5$/);
    await c.next.click();
    await menu(page).click();
    await page.getByRole('button', { name: 'Copy link to this moment' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).search).toBe('?step=2&speed=1.5');
    // Back opens the entry's moment at the entry's speed: the address and the player agree.
    await speed(page).selectOption('2');
    await expect(page).toHaveURL(/\?step=2&speed=2$/);
    await page.goBack();
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await expect(speed(page)).toHaveValue('1.5');
  });

  test('two loads of the same moment draw pixel-identical stages', async ({ browser }) => {
    const shots: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      await page.goto('./?step=4&t=12.7');
      // The drawing's code arrives after the page's first paint.
      await expect(page.locator('svg.stage').getByText('Load balancer')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      shots.push(await page.locator('svg.stage').screenshot({ animations: 'disabled' }));
      await page.close();
    }
    expect(shots[0]!.equals(shots[1]!)).toBe(true);
  });
});

test.describe('the handout', () => {
  test('lays out all five steps with caption, ledger and changed fields', async ({ page }) => {
    await page.goto('./');
    await menu(page).click();
    await page.getByRole('link', { name: 'Handout' }).click();
    await expect(page).toHaveURL(/view=handout/);
    const steps = page.getByRole('article');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0).getByRole('heading', { level: 2 })).toHaveText(
      'Step 1 of 5: Node-port targets — at 4.5 s',
    );
    await expect(steps.nth(0)).toContainText('DNAT 10.0.0.12:31000 → 10.244.1.5:8080 (kube-proxy, Node-2)');
    await expect(steps.nth(4)).toContainText('Service web: spec.allocateLoadBalancerNodePorts: true → false');
    await expect(steps.nth(4)).toContainText('No packet in this step');
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    // Every line the player shows for a second or so, to read at one's own pace.
    const told = steps
      .nth(1)
      .getByRole('region', { name: 'Step 2: what happens, in order' })
      .getByRole('listitem');
    await expect(told.nth(1)).toHaveText(
      '1.2 s The AWS Load Balancer Controller acts on it because the Service was created with aws-load-balancer-type: external. Without that (or a loadBalancerClass, which is set only at creation) the in-tree cloud provider owns the Service and ignores the target type.',
    );
    const step4 = steps
      .nth(3)
      .getByRole('region', { name: 'Step 4: what happens, in order' })
      .getByRole('listitem');
    await expect(step4.first()).toHaveText(
      /^1 s Pod web-1 is deleted and starts terminating\. Its spec has a preStop hook/,
    );
    await expect(step4.last()).toHaveText('18.4 s web-1’s endpoint disappears from the EndpointSlice.');
    // The depth is on paper too: each step's objects at its moment, and the reply where there is one.
    // Step 2's figure: the group replaced, the listener on the ip group, its new target probed.
    await expect(steps.nth(1).getByRole('region', { name: 'Step 2: Balancer target groups' })).toContainText(
      'forwardTo: ip group}\ntargetGroups:\n- targetType: ip',
    );
    await expect(steps.nth(1).getByRole('region', { name: 'Step 2: Balancer target groups' })).toContainText(
      '- target: 10.244.1.5:8080\n    health: initial',
    );
    await expect(steps.nth(1).getByRole('region', { name: 'Step 2: Service web' })).toContainText(
      'service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip',
    );
    await expect(steps.nth(3).getByRole('region', { name: 'Step 4: EndpointSlice of web' })).toContainText(
      'terminating: true',
    );
    await expect(steps.nth(0).getByRole('table', { name: /^Reply: Pod web-1 → Client/ })).toBeVisible();
    await expect(steps.nth(2).getByRole('table', { name: /^Reply: Pod web-1 → Client/ })).toBeVisible();
  });

  test('on a phone, each step’s figure, text and ledger follow each other', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('./?view=handout');
    const step = page.getByRole('article').nth(3);
    const box = (name: string) => step.getByRole('region', { name }).boundingBox();
    const [figure, told, ledger] = await Promise.all([
      step.locator('figure').boundingBox(),
      box('Step 4: what happens, in order'),
      box('Step 4: packet ledger'),
    ]);
    expect(told!.y).toBeGreaterThan(figure!.y + figure!.height);
    expect(ledger!.y).toBeGreaterThan(told!.y + told!.height);
    expect(told!.width).toBeGreaterThan(300);
  });

  test('prints each step on a page, its objects on the next, with no controls and nothing cut off', async ({
    page,
  }) => {
    // Lay the page out at the printable width of A4 landscape (277 mm), as the PDF will.
    await page.setViewportSize({ width: Math.floor((277 / 25.4) * 96), height: 718 });
    await page.goto('./?view=handout');
    // Rendered in a transition, which may end after the load event: measure it once it is there.
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('link', { name: 'Back to the animation' })).toBeHidden();
    // A4 landscape less 10 mm margins, in CSS pixels.
    const pageHeight = ((210 - 20) / 25.4) * 96;
    // Each step's figure, story and ledger fill one page; its YAML objects the next.
    const heights = await page.getByRole('article').evaluateAll((els) =>
      els.flatMap((e) => {
        const h = (part: string) => e.querySelector(part)?.getBoundingClientRect().height ?? Infinity;
        return [h('h2') + h('.handout-body'), h('.handout-objects')];
      }),
    );
    expect(heights).toHaveLength(10);
    heights.forEach((h, i) => expect(h, `article ${i >> 1}, part ${i % 2}`).toBeLessThanOrEqual(pageHeight));
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(10);
  });
});

test.describe('stills', () => {
  test('a frame cannot be saved before the drawing is here, and then saves the drawing', async ({ page }) => {
    const release = await holdChunk(page, DRAWING_JS);
    await page.goto('./?step=3&t=4.5');
    await menu(page).click();
    const asSvg = page.getByRole('button', { name: 'Download this frame as SVG' });
    await expect(asSvg).toBeVisible();
    await expect(asSvg).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download this frame as PNG' })).toBeDisabled();
    release();
    await expect(asSvg).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), asSvg.click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toContain('10.244.1.5:8080');
  });

  test('"Download this frame" gives a self-contained SVG and a PNG', async ({ page }) => {
    await page.goto('./?step=3&t=4.5');
    await menu(page).click();
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download this frame as SVG' }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('lb-straight-to-pods-step-3-4.5s.svg');
    const svg = readFileSync((await svgDownload.path())!, 'utf8');
    expect(svg).toMatch(/^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('10.244.1.5:8080');
    expect(svg).toContain('font-family');
    expect(svg).not.toMatch(/class="|<link|@import|url\(http/);

    // The menu shuts once a download is chosen, so the reader opens it again.
    await menu(page).click();
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download this frame as PNG' }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toBe('lb-straight-to-pods-step-3-4.5s.png');
    const png = readFileSync((await pngDownload.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(2000);
    expect(png.readUInt32BE(20)).toBe(1120);
  });
});
