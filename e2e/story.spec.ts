import { readFileSync } from 'node:fs';
import { CAPTIONS, LEDE, TITLE } from '../src/model/seedText';
import { sayingsOf } from '../src/model/scene';
import { compiledStep, durationOf } from '../src/model/position';
import { STEPS, STEP_NUMBERS } from '../src/model/steps';
import type { Page } from '@playwright/test';
import { controls, expect, freezeClock, test, untilDrawn } from './fixtures';

test.describe('the page a reader opens', () => {
  test('has the seed’s title, lede, headings and the five captions with their buttons', async ({
    page,
    watch,
  }) => {
    await page.goto('./');
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByText(LEDE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Play the animation' })).toBeVisible();
    await expect(page.getByText('5 steps, animated, best on a wide screen')).toBeVisible();
    const { stepList } = controls(page);
    await expect(stepList.getByRole('heading', { level: 2 })).toHaveText(
      'LoadBalancer Straight to Pods, step by step',
    );
    const items = stepList.getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const [i, caption] of CAPTIONS.entries()) {
      await expect(items.nth(i)).toContainText(caption);
      await expect(
        items.nth(i).getByRole('button', { name: `Play from step ${i + 1}`, exact: true }),
      ).toBeVisible();
    }
    expect(watch.warnings).toEqual([]);
  });

  test('draws the stage with every label a reader needs', async ({ page }) => {
    await page.goto('./');
    const stage = page.locator('svg.stage');
    for (const label of [
      'Client',
      '203.0.113.7',
      'Load balancer',
      '198.51.100.10:80',
      'Node-1 · 10.0.0.11',
      'Node-2 · 10.0.0.12',
      'node port 31000 open',
      'Pod web-1',
      '10.244.1.5:8080',
      'EndpointSlice of web',
      '10.244.1.5 · web-1 · node-1',
      'Service web',
      'nodePort 31000 (allocated)',
      'allocateLoadBalancerNodePorts:',
      'Balancer controller',
      '10.0.0.11:31000',
      '10.0.0.12:31000',
    ]) {
      await expect(stage.getByText(label, { exact: false }).first()).toBeVisible();
    }
    await expect(stage.getByText('node port 31000 open')).toHaveCount(2);
    // The stage fits its container: no scrollbars at a wide or a laptop size.
    for (const width of [1920, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test('the timeline shows each step’s whole name on a wide screen, and its number where it is narrow', async ({
    page,
  }) => {
    // 16 loads and 90 checks: more than the time a test gets by default.
    test.setTimeout(60_000);
    const track = page.getByRole('group', { name: 'Steps' });
    const segments = track.getByRole('button');
    // Steps whose name is cut: its words need more room than their segment gives them.
    const cut = () =>
      segments.evaluateAll((buttons) =>
        buttons
          .filter((b) => {
            const label = b.querySelector('.label')!;
            return label.scrollHeight > label.clientHeight || label.scrollWidth > label.clientWidth;
          })
          .map((b) => b.getAttribute('aria-label')),
      );
    // Every segment reads what `says` gives for its step, and none is cut.
    const showsWhole = async (says: (step: (typeof STEPS)[number]) => string) => {
      for (const [i, step] of STEPS.entries()) {
        await expect(segments.nth(i)).toHaveText(says(step), { useInnerText: true });
      }
      expect(await cut()).toEqual([]);
    };
    // A name too long for its segment (step 5's) shows its short label; its accessible name is whole.
    const names = () => showsWhole((step) => `${step.n}${step.label ?? step.name}`);
    const numbersOnly = () => showsWhole((step) => String(step.n));
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('./');
    await expect(segments).toHaveCount(5);
    await names();
    // Laptops, a tablet in portrait and a docs column: the names wrap between their words and
    // stay whole, in bold too when theirs is the current step, and the row keeps its height
    // whichever step is current. The timeline is 1032 and 816 px wide on the laptops, 720 px on
    // the tablet and 672 px in the docs column.
    for (const width of [1536, 1280, 768, 720]) {
      await page.setViewportSize({ width, height: 800 });
      const heights = new Set<number>();
      for (const { n } of STEPS) {
        await page.goto(`./?step=${n}`);
        await expect(segments.nth(n - 1)).toHaveAttribute('aria-current', 'step');
        await names();
        heights.add((await track.boundingBox())!.height);
      }
      expect(heights.size).toBe(1);
    }
    await expect(segments.nth(4)).toHaveAccessibleName(
      'Play from step 5: allocateLoadBalancerNodePorts: false',
    );
    await expect(segments.nth(4)).toHaveAttribute('title', `Play from step 5: ${STEPS[4]!.name}`);
    // Beside the side column the timeline is narrower than the window suggests.
    await page.setViewportSize({ width: 1140, height: 800 });
    await names();
    await page.setViewportSize({ width: 390, height: 844 });
    await numbersOnly();
  });

  for (const scheme of ['light', 'dark'] as const)
    test(`in a 720 px docs column (${scheme}) the controls fit one row; the settings fold into a menu`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 720, height: 900 });
      for (const url of ['./?step=2', './?embed=1&step=2']) {
        await page.goto(url);
        const c = controls(page);
        const row = [
          c.play,
          c.previous,
          c.next,
          c.restart,
          page.getByRole('button', { name: /^Present & (share|save)$/ }),
        ];
        const settings = page.getByRole('button', { name: 'Settings' });
        const tops = new Set<number>();
        for (const control of [...row, settings]) tops.add(Math.round((await control.boundingBox())!.y));
        expect([...tops], url).toHaveLength(1);
        // Folded, the settings are one press away, and Esc folds them again.
        const speed = page.getByRole('combobox', { name: 'Speed' });
        await expect(speed).toBeHidden();
        await settings.click();
        await expect(settings).toHaveAttribute('aria-expanded', 'true');
        await speed.selectOption('1.5');
        await expect(page.getByRole('checkbox', { name: 'Reduce motion' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(speed).toBeHidden();
        await expect(settings).toBeFocused();
        await settings.click();
        await expect(speed).toHaveValue('1.5');
        await page.keyboard.press('Escape');
      }
      // On a wide screen they are in the row, and there is no menu.
      await page.setViewportSize({ width: 1920, height: 1080 });
      await expect(page.getByRole('combobox', { name: 'Speed' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Settings' })).toBeHidden();
    });

  test('keeps every word of the drawing inside its box and its row’s highlight', async ({ page }) => {
    const all: string[] = [];
    for (const step of [1, 2, 3, 4, 5] as const) {
      for (const t of [0, durationOf(step) / 2, durationOf(step)]) {
        await page.goto(`./?step=${step}&t=${t}`);
        await untilDrawn(page);
        const spills = await page.locator('svg.stage').evaluate((svg) => {
          const out: string[] = [];
          for (const text of svg.querySelectorAll('text')) {
            if (!text.textContent?.trim()) continue;
            const t = text.getBoundingClientRect();
            // The nearest highlight (a row) or frame (a box) around this text, if any.
            for (let g = text.parentElement; g && g !== svg; g = g.parentElement) {
              const edge = g.querySelector(':scope > rect.glow, :scope > rect.frame');
              if (!edge) continue;
              const b = edge.getBoundingClientRect();
              if (t.left < b.left || t.right > b.right || t.top < b.top || t.bottom > b.bottom) {
                const by = Math.max(b.left - t.left, t.right - b.right, b.top - t.top, t.bottom - b.bottom);
                out.push(
                  `"${text.textContent}" by ${by.toFixed(1)} px out of its ${edge.getAttribute('class')}`,
                );
              }
              break;
            }
          }
          return out;
        });
        all.push(...spills.map((spill) => `step ${step} at ${t} s: ${spill}`));
      }
    }
    expect(all).toEqual([]);
  });
});

test.describe('playing, pausing and stepping', () => {
  test('"Play from step 3" shows step 3, marks it and plays from its start', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await c.stepList.getByRole('button', { name: 'Play from step 3', exact: true }).click();
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await expect(c.caption).toHaveText(CAPTIONS[2]);
    await expect(c.stepList.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(c.stepList.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(c.pause).toBeVisible();
    await page.clock.runFor(2500);
    await expect(c.currentHop).toHaveText('Load balancer');
  });

  for (const [width, height] of [
    [1280, 720],
    [640, 360], // a 1280×720 laptop at 200 %
  ] as const) {
    test(`"Play from step 4" far below the player brings the whole stage into view, playing, at ${width}×${height}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await freezeClock(page);
      await page.goto('./');
      await untilDrawn(page);
      const c = controls(page);
      const stage = c.player.getByRole('img', { name: /^Diagram, step/ });
      await c.stepList.getByRole('button', { name: 'Play from step 4', exact: true }).click();
      await expect(stage).toBeInViewport({ ratio: 1 });
      await expect(c.stepCount).toHaveText('Step 4 of 5');
      await page.clock.runFor(2000);
      await expect(c.player.getByRole('slider', { name: 'Position in the animation' })).toHaveAttribute(
        'aria-valuetext',
        /^Step 4, [12](\.\d)? s of/,
      );
    });
  }

  test('Play plays on and Pause stops the clock where it is', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await expect(c.ledger.getByRole('table')).toHaveAccessibleName(
      /— not sent yet: it leaves 1 s into this step$/,
    );
    await c.play.click();
    await expect(c.pause).toBeVisible();
    await page.clock.runFor(4500);
    await expect(c.currentHop).toHaveText('Node-2');
    await c.pause.click();
    await expect(c.play).toBeVisible();
    await page.clock.runFor(5000);
    await expect(c.currentHop).toHaveText('Node-2');
    await expect(c.stepCount).toHaveText('Step 1 of 5');
  });

  test('Play goes on through all five steps and stops at the end of step 5', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./?step=4');
    const c = controls(page);
    await expect(c.now).toHaveText('Now: Nothing has changed yet in this step.');
    await c.play.click();
    await page.clock.runFor(1500);
    await expect(c.now).toContainText('web-1');
    await page.clock.runFor((durationOf(4) - 1.5) * 1000 + 500);
    await expect(c.stepCount).toHaveText('Step 5 of 5');
    await page.clock.runFor(durationOf(5) * 1000 + 1000);
    await expect(c.play).toBeVisible();
    await expect(c.now).toContainText(
      'A client-side kubectl apply of a manifest without nodePort does not remove it',
    );
  });

  for (const [width, height] of [
    [1920, 1080],
    [1440, 900],
  ] as const)
    test(`at ${width}×${height} the ledger stays put while a step plays on, whatever its "Now:" line says`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await freezeClock(page);
      const c = controls(page);
      const side = page.getByRole('complementary', { name: 'Current step' });
      // Within the player, so that a scroll the click makes does not count.
      const ledgerTop = () =>
        c.ledger.evaluate(
          (el) => el.getBoundingClientRect().top - el.closest('.player')!.getBoundingClientRect().top,
        );
      for (const step of STEP_NUMBERS) {
        await page.goto(`./?step=${step}`);
        await untilDrawn(page);
        const top = await ledgerTop();
        await c.play.click();
        let at = 0;
        for (const moment of sayingsOf(compiledStep(step))) {
          if (!moment) continue;
          await page.clock.runFor(Math.round((moment.at + 0.1 - at) * 1000));
          at = moment.at + 0.1;
          await expect(c.now).toHaveText(`Now: ${moment.says}`);
          expect(await ledgerTop(), `step ${step} at ${moment.at} s`).toBe(top);
          // The step's longest sentence holds the line's place, hidden: a screen reader hears only one.
          expect((await side.ariaSnapshot()).match(/Now:/g), `step ${step} at ${moment.at} s`).toHaveLength(
            1,
          );
        }
        await c.pause.click();
      }
    });

  test('Next, Previous and Restart move between steps', async ({ page }) => {
    await page.goto('./');
    const c = controls(page);
    await c.next.click();
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await c.next.click();
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await c.previous.click();
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await c.restart.click();
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await expect(c.stepList.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  });

  test('the steps on the stage play from their step too', async ({ page }) => {
    await page.goto('./');
    const c = controls(page);
    await c.player.getByRole('button', { name: /^Play from step 4/ }).click();
    await expect(c.stepCount).toHaveText('Step 4 of 5');
    await expect(c.player.getByRole('button', { name: /^Play from step 4/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(c.pause).toBeVisible();
  });
});

test.describe('the keyboard', () => {
  test('Space, arrows, Home and 1–5 drive the animation', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    const c = controls(page);
    await untilDrawn(page);
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await page.keyboard.press('3');
    await expect(c.stepCount).toHaveText('Step 3 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(c.stepCount).toHaveText('Step 4 of 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await page.keyboard.press('Space');
    await expect(c.pause).toBeVisible();
    await page.keyboard.press('Space');
    await expect(c.play).toBeVisible();
    await page.keyboard.press('Home');
    await expect(c.stepCount).toHaveText('Step 1 of 5');
  });

  test('Space on a focused control toggles play once, not twice', async ({ page }) => {
    await page.goto('./');
    const c = controls(page);
    await c.next.focus();
    await page.keyboard.press('Space');
    await expect(c.pause).toBeVisible();
    await expect(c.stepCount).toHaveText('Step 1 of 5');
  });

  test('shortcuts leave other focus targets alone', async ({ page }) => {
    await page.goto('./');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Search the docs');
      document.body.prepend(input);
    });
    // Typed key by key, as a reader types: fill() would send no keydown for the shortcuts to see.
    const search = page.getByRole('textbox', { name: 'Search the docs' });
    await search.pressSequentially('3 ');
    await expect(search).toHaveValue('3 ');
    await expect(controls(page).stepCount).toHaveText('Step 1 of 5');
    await expect(controls(page).play).toBeVisible();
  });
});

test.describe('the URL', () => {
  for (const n of [1, 2, 3, 4, 5]) {
    test(`?step=${n} opens at the start of step ${n}, paused`, async ({ page, watch }) => {
      await page.goto(`./?step=${n}`);
      const c = controls(page);
      await expect(c.stepCount).toHaveText(`Step ${n} of 5`);
      await expect(c.play).toBeVisible();
      expect(watch.warnings).toEqual([]);
    });
  }

  for (const bad of ['0', '6', '-1', 'abc', '']) {
    test(`?step=${bad || '(empty)'} is ignored with one warning`, async ({ page, watch }) => {
      await page.goto(`./?step=${bad}`);
      const c = controls(page);
      await expect(c.stepCount).toHaveText('Step 1 of 5');
      await expect(c.play).toBeVisible();
      expect(watch.warnings).toHaveLength(1);
      expect(watch.warnings[0]).toContain('Ignoring step=');
    });
  }
});

test('the built page loads nothing from another origin and uses relative asset URLs', async ({ page }) => {
  await page.goto('./');
  const html = readFileSync('dist/index.html', 'utf8');
  expect(html).not.toMatch(/(src|href)="\/(?!\/)/);
  expect(html).not.toMatch(/https?:\/\//);
  await expect(controls(page).stepCount).toBeVisible();
});

test('the modules the first view runs, and the element, ask V8 to compile them as they load, not at the first click', async ({
  page,
}) => {
  const modules: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && !r.url().endsWith('/boot.js')) modules.push(r.text());
  });
  await page.goto('./?step=2');
  await untilDrawn(page);
  // The entry and the drawing's chunk, at least: both run on the first "Play from step N".
  expect(modules.length).toBeGreaterThanOrEqual(2);
  // So does the custom element, a single file that a host page loads as it is.
  modules.push(page.request.get('element/lb-straight-to-pods.js').then((r) => r.text()));
  for (const text of await Promise.all(modules))
    expect(text.slice(0, 29)).toBe('//# allFunctionsCalledOnLoad\n');
});

test('the built site works from a sub-path, as a docs site would host it', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/docs/networking/lb/')) outside.push(r.url());
  });
  await page.goto('/docs/networking/lb/?step=3');
  const c = controls(page);
  await expect(c.stepCount).toHaveText('Step 3 of 5');
  await expect(page.locator('svg.stage')).toBeVisible();
  await c.play.click();
  await expect(c.pause).toBeVisible();
  expect(outside).toEqual([]);
});

test.describe('before its script has run', () => {
  // The app's modules, not public/boot.js: what a reader sees while they are still loading. They
  // arrive empty rather than failing, as a failed load is a console error the test would not want.
  const APP_JS = /\/assets\/.*\.js$/;
  const blockApp = (page: Page) =>
    page.route(APP_JS, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));

  test('the page already shows its text, step 1, its controls and the stage’s space', async ({ page }) => {
    await blockApp(page);
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByText(LEDE)).toBeVisible();
    const c = controls(page);
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await expect(c.caption).toContainText(CAPTIONS[0] ?? '');
    await expect(c.play).toBeVisible();
    await expect(c.stepList.getByRole('listitem')).toHaveCount(5);
    const stage = await page.locator('svg.stage').boundingBox();
    expect(stage?.height).toBeGreaterThan(300);
  });

  for (const [width, height] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    test(`the stage then draws in the space it had, and nothing else moves, at ${width}×${height}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await blockApp(page);
      await page.goto('./');
      const where = () =>
        page.evaluate(() =>
          ['svg.stage', '.timeline', '.control-row', '.caption', '.step-list'].map((s) => {
            const r = document.querySelector(s)?.getBoundingClientRect();
            return r ? [s, Math.round(r.top), Math.round(r.height)] : [s, 'missing'];
          }),
        );
      const before = await where();
      await page.unroute(APP_JS);
      await page.reload();
      await expect(page.locator('svg.stage').getByText('Load balancer')).toBeVisible();
      expect(await where()).toEqual(before);
    });
  }

  test('a shared link with only tracking parameters shows the pre-rendered page at once', async ({
    page,
  }) => {
    await blockApp(page);
    await page.goto('./?utm_source=newsletter&fbclid=abc');
    await expect(controls(page).stepCount).toHaveText('Step 1 of 5');
    await page.unroute(APP_JS);
    await page.reload();
    await expect(page.locator('svg.stage').getByText('Load balancer')).toBeVisible();
    await expect(controls(page).stepCount).toHaveText('Step 1 of 5');
  });

  test('a URL with parameters shows its own step, never the pre-rendered one first', async ({ page }) => {
    await blockApp(page);
    await page.goto('./?step=3');
    await expect(page.locator('#root')).toBeHidden();
    await page.unroute(APP_JS);
    await page.reload();
    await expect(controls(page).stepCount).toHaveText('Step 3 of 5');
  });
});
