import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { durationOf } from '../src/model/position';
import { encodeOwn } from '../src/own/share';
import {
  controls,
  expect,
  expectScheme,
  freezeClock,
  marksIn,
  openSettings,
  test,
  untilDrawn,
  wrapsOf,
} from './fixtures';

type Scheme = 'light' | 'dark';

/**
 * Counts changes to a live region from now on: a screen reader speaks one only when its content
 * changes. Returns a reader of the count.
 */
async function countChanges(region: Locator): Promise<() => Promise<number>> {
  const id = await region.evaluate((el) => {
    const w = window as never as { liveChanges?: number[] };
    w.liveChanges ??= [];
    const i = w.liveChanges.push(0) - 1;
    new MutationObserver(() => w.liveChanges![i]!++).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return i;
  });
  return () =>
    region.page().evaluate((i) => (window as never as { liveChanges: number[] }).liveChanges[i]!, id);
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's results for the page as it is now. axe is put into the page once and then run as
 * often as a test asks: @axe-core/playwright put it in up to three times a scan and opened a
 * page to merge the results, work a scan run in place does not do. Run in place, it would not
 * look inside frames, so it refuses a page that has any.
 */
async function axeRun(page: Page, options: axe.RunOptions, only?: string): Promise<axe.AxeResults> {
  expect(page.frames(), 'frames on a page for axe').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ options, only }) =>
      (window as never as { axe: typeof axe }).axe.run(only ? { include: [only] } : document, options),
    { options, only },
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeRun(page, { runOnly: { type: 'tag', values: WCAG } });
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

test.describe('axe finds nothing', () => {
  // Each view is loaded once and scanned in the light theme, then in the dark one, which the
  // page follows as it is (a load per scheme would load every view twice).
  async function inBothThemes(page: Page, scan: (scheme: Scheme) => Promise<void>): Promise<void> {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page.locator('.lb-root').first(), scheme);
      await scan(scheme);
    }
  }
  // Soft: a violation in the light theme still lets the dark one be scanned and reported.
  const noViolations = async (page: Page, scheme: Scheme) =>
    expect.soft((await axeViolations(page)).map((v) => `${scheme}: ${v}`)).toEqual([]);
  // For a page with many regions: each has a name of its own, and each id is one element's.
  async function noDuplicateNamesOrIds(page: Page): Promise<void> {
    const unique = await axeRun(page, {
      runOnly: { type: 'rule', values: ['landmark-unique', 'duplicate-id', 'duplicate-id-aria'] },
    });
    // duplicate-id-aria reports what it finds as "incomplete" (to review), not as a violation.
    expect([...unique.violations, ...unique.incomplete].map((v) => `${v.id} (${v.nodes.length})`)).toEqual(
      [],
    );
  }

  for (const step of [1, 2, 3, 4, 5]) {
    test(`on step ${step}, light and dark themes`, async ({ page }) => {
      await page.goto(`./?step=${step}&t=4.5`);
      await expect(controls(page).stepCount).toHaveText(`Step ${step} of 5`);
      await inBothThemes(page, (scheme) => noViolations(page, scheme));
    });
  }

  test('in the presenter view, light and dark themes', async ({ page }) => {
    await page.goto('./?step=3&t=3');
    await untilDrawn(page);
    await page.keyboard.press('f');
    await expect(controls(page).player).toHaveClass(/presenting/);
    await inBothThemes(page, (scheme) => noViolations(page, scheme));
  });

  test('in the speaker view, its timer started, light and dark themes', async ({ page }) => {
    await page.goto('./?view=speaker&step=4&t=9');
    await page.getByRole('button', { name: 'Start timer' }).click();
    await expect(page.getByRole('region', { name: 'Notes for step 4' })).toBeVisible();
    await inBothThemes(page, (scheme) => noViolations(page, scheme));
  });

  test('in the what-if explorer, two lanes compared, light and dark themes', async ({ page }) => {
    await page.goto('./?view=explore&compare=1&a=policy:Local');
    await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(2);
    await untilDrawn(page);
    await inBothThemes(page, (scheme) => noViolations(page, scheme));
    // Two lanes on one page.
    await noDuplicateNamesOrIds(page);
  });

  test('in the what-if explorer with a reader’s own Service, its form open, light and dark themes', async ({
    page,
  }) => {
    const yaml = readFileSync('src/model/own/fixtures/multi-port.yaml', 'utf8');
    await page.goto(`./?view=explore&compare=1#own=${await encodeOwn({ yaml })}`);
    await expect(page.getByRole('status').filter({ hasText: 'Showing your Service gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Use your own Service' }).click();
    await untilDrawn(page);
    await inBothThemes(page, (scheme) => noViolations(page, scheme));
    await noDuplicateNamesOrIds(page);
  });

  test('in the handout, light and dark themes', async ({ page }) => {
    await page.goto('./?view=handout');
    await expect(page.getByRole('article')).toHaveCount(5);
    await inBothThemes(page, (scheme) => noViolations(page, scheme));
    // Five steps on one page.
    await noDuplicateNamesOrIds(page);
  });

  test('in the embed with its details open, light and dark themes', async ({ page }) => {
    await page.goto('./?embed=1&step=4&t=12.5');
    await page.getByRole('button', { name: 'Ledger and objects' }).click();
    await expect(page.getByRole('region', { name: 'Packet ledger' })).toBeVisible();
    await inBothThemes(page, (scheme) => noViolations(page, scheme));
  });

  test('in a light docs page holding a light and a dark custom element', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/hosts/elements.html');
      await expect(page.locator('#second').getByText('Step 4 of 5', { exact: true })).toBeVisible();
      // The players only: the test page's own hot-pink text is meant to be hostile.
      const results = await axeRun(page, { runOnly: { type: 'tag', values: WCAG } }, 'lb-straight-to-pods');
      expect.soft(results.violations.map((v) => `${scheme}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    }
  });

  test('with reduced motion, and with the shortcuts dialog open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./?step=1&t=3.5');
    await expect(page.getByRole('checkbox', { name: 'Reduce motion' })).toBeChecked();
    expect.soft(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('screen readers', () => {
  test('the stage describes this moment: step 1 names Node-2’s rewrites', async ({ page }) => {
    await page.goto('./?step=1&t=4.5');
    const stage = page.getByRole('img', { name: /^Diagram, step 1 of 5/ });
    await expect(stage).toHaveAccessibleDescription(
      /kube-proxy rewrites the destination to 10\.244\.1\.5:8080/,
    );
    await expect(stage).toHaveAccessibleDescription(
      /masquerades the source as 10\.0\.0\.12, Node-2's own address/,
    );
  });

  test('step 3 says Node-2 is not on the path', async ({ page }) => {
    await page.goto('./?step=3&t=3.5');
    const stage = page.getByRole('img', { name: /^Diagram, step 3 of 5/ });
    await expect(stage).toHaveAccessibleDescription(
      /Its path: Client, then Load balancer, then Node-1, then Pod web-1\./,
    );
    await expect(stage).toHaveAccessibleDescription(/Node-2 is not on its path\./);
  });

  test('a step change is announced once, politely; playing within a step is not', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    await untilDrawn(page);
    const live = controls(page).live;
    await expect(live).toHaveText('Step 1 of 5: Node-port targets.');
    await controls(page).play.click();
    await expect(live).toHaveText('Playing.');
    const changes = await countChanges(live);
    await page.clock.runFor(5000);
    expect(await changes()).toBe(0);
    await controls(page).next.click();
    await expect(live).toHaveText('Step 2 of 5: Register the Pod.');
    expect(await changes()).toBe(1);
  });

  test('the same words twice are said twice: Previous back to the start of the step it opened on', async ({
    page,
  }) => {
    await page.goto('./?step=3&t=3');
    await untilDrawn(page);
    const live = controls(page).live;
    await expect(live).toHaveText('Step 3 of 5: Straight to the Pod.');
    await controls(page).player.getByRole('checkbox', { name: 'Pause at each step' }).check();
    const changes = await countChanges(live);
    await controls(page).previous.click();
    await expect(page.getByRole('slider', { name: 'Position in the animation' })).toHaveAttribute(
      'aria-valuetext',
      /^Step 3, 0 s of/,
    );
    // A screen reader hears a live region only when its content changes.
    await expect.poll(changes).toBe(1);
    await expect(live).toHaveText('Step 3 of 5: Straight to the Pod.');
  });

  test('what a shortcut does is said, and so is why the player stopped', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./');
    await untilDrawn(page);
    const live = controls(page).live;
    const waiting = controls(page).player.locator('.waiting');
    await page.keyboard.press('>');
    await expect(live).toHaveText('Speed 1.5 times.');
    await page.keyboard.press('<');
    await page.keyboard.press('f');
    await expect(live).toHaveText('Presenter view. Esc leaves it.');
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Playing.');
    await page.clock.runFor((durationOf(1) + 1) * 1000);
    // Paused at the step's end in the presenter view: said, and shown for the presenter.
    await expect(live).toHaveText('End of step 1. Press Next to go on.');
    await expect(waiting).toHaveText('End of step 1. Press Next to go on.');
    await page.keyboard.press('PageDown');
    await expect(live).toHaveText('Step 2 of 5: Register the Pod. Playing.');
    await expect(waiting).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(live).toHaveText('Left the presenter view.');
  });

  test('a speed chosen in the speed list is said by the list alone, not again by the live region', async ({
    page,
  }) => {
    await page.goto('./');
    await untilDrawn(page);
    const live = controls(page).live;
    await expect(live).toHaveText('Step 1 of 5: Node-port targets.');
    const changes = await countChanges(live);
    const speed = controls(page).player.getByRole('combobox', { name: 'Speed' });
    await speed.focus();
    await speed.selectOption('1.5');
    await expect(speed).toHaveValue('1.5');
    // The shortcut, with focus elsewhere, still says it.
    await speed.blur();
    await page.keyboard.press('>');
    await expect(live).toHaveText('Speed 2 times.');
    expect(await changes()).toBe(1);
  });

  test('the ledger and the panels are tables and headed text', async ({ page }) => {
    await page.goto('./?step=1&t=4.5');
    const ledger = page.getByRole('region', { name: 'Packet ledger' });
    await expect(ledger.getByRole('heading', { name: 'Packet ledger' })).toBeVisible();
    const table = ledger.getByRole('table', { name: /^Request: Client → Pod web-1/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Hop', 'Source', 'Destination']);
    await expect(table.getByRole('rowheader', { name: 'Node-2' })).toBeVisible();
    for (const name of ['Service web', 'EndpointSlice of web', 'Balancer target groups']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });
});

test.describe('keyboard only', () => {
  test('walks the whole story, with focus always visible and no trap', async ({ page }) => {
    await page.goto('./');
    const c = controls(page);
    await expect(c.stepCount).toBeVisible();
    const seen: string[] = [];
    let leftThePage = false;
    // Tab through everything once: every stop shows its focus, and Tab leaves the player.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        return { name, outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
      });
      if (!focus) {
        leftThePage = true;
        break;
      }
      expect(focus.outline, `focus visible on ${focus.name}`).toBe(true);
      seen.push(focus.name);
    }
    expect(leftThePage, `Tab never left the page: ${seen.join(', ')}`).toBe(true);
    for (const name of ['Position in the animation', 'Play', 'Next step']) expect(seen).toContain(name);
    expect(seen.indexOf('Position in the animation')).toBeLessThan(seen.indexOf('Play'));
    expect(seen.indexOf('Play')).toBeLessThan(seen.indexOf('Next step'));
    expect(seen).toContain('Keyboard shortcuts');
    expect(seen).toContain('Play from step 5');

    // The story with keys alone.
    await c.play.focus();
    for (const n of [2, 3, 4, 5]) {
      await page.keyboard.press('ArrowRight');
      await expect(c.stepCount).toHaveText(`Step ${n} of 5`);
    }
    await page.keyboard.press('Home');
    await expect(c.stepCount).toHaveText('Step 1 of 5');
    await page.keyboard.press('Space');
    await expect(c.pause).toBeVisible();
    await page.keyboard.press('Space');
    await expect(c.play).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(c.pause).toBeVisible();
    await page.keyboard.press('Space');

    // The help dialog opens with ?, holds focus, and Esc gives it back.
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('rowheader')).toContainText(['Space']);
    // The page behind a modal dialog is inert: Tab stays in it (or leaves for the browser).
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      const behind = await dialog.evaluate(
        (d) =>
          !!document.activeElement &&
          document.activeElement !== document.body &&
          !d.contains(document.activeElement),
      );
      expect(behind).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(c.play).toBeFocused();
  });

  test('the shortcuts dialog is modal: the player behind it takes no keys, and Close gives focus back', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('./?step=2&t=3');
    await untilDrawn(page);
    const c = controls(page);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await c.next.focus();
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
    for (const key of ['3', 'ArrowRight', 'Home', '>', 'f']) await page.keyboard.press(key);
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await expect(c.player).not.toHaveClass(/presenting/);
    await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveValue('1');
    // Space on its focused Close button closes it; it does not start the animation behind it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog).toBeHidden();
    await expect(c.play).toBeVisible();
    await expect(c.next).toBeFocused();
    // Clicked shut, it gives focus back as Esc does.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeFocused();
    // In the presenter view Esc closes the dialog first, not the view.
    await page.keyboard.press('f');
    await expect(c.player).toHaveClass(/presenting/);
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(c.player).toHaveClass(/presenting/);
  });
});

test.describe('the shortcuts dialog', () => {
  for (const [width, height] of [
    [320, 640],
    [640, 360],
  ] as const) {
    test(`opens at its heading on a ${width}×${height} screen, focus on Close`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('./');
      await untilDrawn(page);
      await openSettings(page);
      await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      const close = dialog.getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      await expect(dialog.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('rowheader', { name: 'Space', exact: true })).toBeInViewport({
        ratio: 1,
      });
      await close.click();
      await expect(dialog).toBeHidden();
    });
  }
});

test.describe('reduced motion', () => {
  test('nothing travels or slides, and the ledger still shows every hop', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('./?step=1&t=3.2');
    const c = controls(page);
    const dot = page.locator('svg.stage [data-packet] .dot');
    const at = async () =>
      dot.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y)];
      });
    await c.play.click();
    await page.clock.runFor(100);
    const first = await at();
    await page.clock.runFor(400);
    expect(await at()).toEqual(first);
    const rows = c.ledger.getByRole('table').first().locator('tbody tr:not(.rewrite) th');
    await expect(rows).toHaveText(['Client', 'Load balancer', 'Node-2', 'Node-1', 'Pod web-1']);

    // A row leaving: the one that stays does not slide up, it is simply in its new place.
    // (Step 2's instance group leaves at 4.6 s; the ip group's heading, which stays, would slide up.)
    await page.goto('./?step=2&t=4.7');
    const row = page.locator('svg.stage [data-group="ip"]');
    const y1 = await row.evaluate((el) => Math.round(el.getBoundingClientRect().y));
    await controls(page).play.click();
    await page.clock.runFor(500);
    expect(await row.evaluate((el) => Math.round(el.getBoundingClientRect().y))).toBe(y1);

    // The toggle overrides the system: off, the packet travels again.
    await page.goto('./?step=1&t=3.2');
    await page.getByRole('checkbox', { name: 'Reduce motion' }).uncheck();
    await controls(page).play.click();
    await page.clock.runFor(100);
    const before = await at();
    await page.clock.runFor(400);
    expect(await at()).not.toEqual(before);
  });
});

/**
 * What sets an element and its children apart from the page, as drawn: each border, outline,
 * shadow and background that is there and not the page's own colour. Under forced colours the
 * browser replaces colours and drops shadows, so a style alone does not say what is seen.
 */
function drawn(l: Locator): Promise<string[]> {
  return l.evaluate((el) => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = 'Canvas';
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    const shows = (color: string) => color !== canvas && !/^rgba\(.*, 0\)$/.test(color);
    return [el, ...el.children].flatMap((e, i) => {
      const s = getComputedStyle(e);
      const marks: string[] = [];
      if (shows(s.backgroundColor)) marks.push(`${i} background ${s.backgroundColor}`);
      for (const side of ['top', 'right', 'bottom', 'left']) {
        const [width, style, color] = ['width', 'style', 'color'].map((p) =>
          s.getPropertyValue(`border-${side}-${p}`),
        );
        if (parseFloat(width!) > 0 && style !== 'none' && shows(color!))
          marks.push(`${i} border-${side} ${width} ${color}`);
      }
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && shows(s.outlineColor))
        marks.push(`${i} outline ${s.outlineWidth} ${s.outlineColor}`);
      if (s.boxShadow !== 'none') marks.push(`${i} shadow ${s.boxShadow}`);
      return marks;
    });
  });
}

test.describe('forced colours', () => {
  test('the current hop, the current step and how much of each step has played still show', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('./?step=1&t=5');
    await untilDrawn(page);
    const c = controls(page);
    await expect(c.ledger.getByRole('table')).toHaveAccessibleName(
      /— travelling: the highlighted hop is where it is$/,
    );
    await expect(c.currentHop).toHaveText('Node-2');
    const hop = (name: string) =>
      c.ledger.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name }) });
    expect(await drawn(hop('Node-2'))).not.toEqual(await drawn(hop('Node-1')));

    const items = c.stepList.getByRole('listitem');
    await expect(items.nth(0)).toHaveAttribute('aria-current', 'step');
    expect(await drawn(items.nth(0))).not.toEqual(await drawn(items.nth(1)));

    const segment = (n: number) => c.player.getByRole('button', { name: new RegExp(`^Play from step ${n}`) });
    await expect(segment(1)).toHaveAttribute('aria-current', 'step');
    expect(await drawn(segment(1))).not.toEqual(await drawn(segment(2)));
    // Step 1 has played 5 s of its 9: its bar is drawn, over half the segment's width.
    const fill = segment(1).locator('.fill');
    expect(await drawn(fill)).not.toEqual([]);
    const [bar, whole] = await Promise.all([fill.boundingBox(), segment(1).boundingBox()]);
    expect(bar!.width / whole!.width).toBeGreaterThan(0.5);
  });

  test('a field that just changed is still marked', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('./?step=4&t=2.1');
    await untilDrawn(page);
    const slice = page.getByRole('region', { name: 'EndpointSlice of web', exact: true });
    const marked = marksIn(slice);
    await expect(marked).toHaveText(['  conditions: {ready: false, serving: true, terminating: true}\n']);
    const unmarked = slice.locator('code > *').filter({ hasText: 'addressType: IPv4' });
    expect(await drawn(marked)).not.toEqual(await drawn(unmarked));
  });
});

const rgbOf = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

/** WCAG 2's contrast ratio of two opaque sRGB colours, each [r, g, b] in 0–255. */
function contrastRatio(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('the lines on the stage', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every route stands 3:1 against the stage and its Node boxes, packets stronger, ${scheme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [at, path] of [
        ['?step=1&t=5', 'path-node-port'],
        ['?step=3&t=3', 'path-pod'],
        ['?step=2&t=7', 'path-probe'],
        ['?step=2&t=3', 'path-signal'],
      ] as const) {
        await page.goto(`./${at}`);
        await untilDrawn(page);
        const drawn = await page.locator(`svg.stage .traffic .${path} .route`).evaluate((route) => {
          const opacity = (el: Element | null): number =>
            !el || el instanceof SVGSVGElement
              ? 1
              : Number(getComputedStyle(el).opacity) * opacity(el.parentElement);
          const svg = route.closest('svg')!;
          return {
            stroke: getComputedStyle(route).stroke,
            opacity: opacity(route),
            dot: opacity(route.parentElement!.querySelector('.dot')),
            // The stage's own colour, and a Node box's, which every route crosses.
            behind: [
              getComputedStyle(svg.parentElement!).backgroundColor,
              getComputedStyle(svg.querySelector('.node > .frame')!).fill,
            ],
          };
        });
        const stroke = rgbOf(drawn.stroke);
        for (const background of drawn.behind.map(rgbOf)) {
          // What the eye gets: the line at its opacity over what is behind it.
          const seen = stroke.map((c, i) => c * drawn.opacity + background[i]! * (1 - drawn.opacity));
          expect(
            contrastRatio(seen, background),
            `${path} over ${String(background)}`,
          ).toBeGreaterThanOrEqual(3);
        }
        expect(drawn.dot, `${path}: its packet is drawn stronger than its route`).toBeGreaterThan(
          drawn.opacity,
        );
      }
    });
  }
});

test.describe('sizes', () => {
  test('on a 320 px screen the packet ledger fits in its panel, its hop names whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [at, reply] of [
      ['?step=3&t=3', false],
      ['?step=1&t=5', true],
    ] as const) {
      await page.goto(`./${at}`);
      const c = controls(page);
      if (reply) await c.ledger.getByRole('checkbox', { name: 'Show the reply' }).check();
      const tables = c.ledger.getByRole('table');
      await expect(tables).toHaveCount(reply ? 2 : 1);
      const panel = (await page.getByRole('complementary', { name: 'Current step' }).boundingBox())!;
      for (const table of await tables.all()) {
        const box = (await table.boundingBox())!;
        expect(box.x, `${at}: the table's left edge`).toBeGreaterThanOrEqual(panel.x);
        expect(box.x + box.width, `${at}: the table's right edge`).toBeLessThanOrEqual(panel.x + panel.width);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const { text, starts } of await wrapsOf(c.ledger.getByRole('rowheader')))
        for (const i of starts) expect(text[i - 1], `${at}: ${text.slice(0, i)}⏎${text.slice(i)}`).toBe(' ');
    }
  });

  for (const [name, width, height, scale] of [
    ['a 360 px phone', 360, 740, 1],
    ['200 % zoom on a laptop', 640, 400, 2],
    ['a 4K screen', 3840, 2160, 1],
  ] as const) {
    test(`works on ${name}: no sideways scrolling, panels readable`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
      await page.goto('./?step=4&t=12.5');
      await expect(controls(page).stepCount).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator('svg.stage')).toBeVisible();
      const panel = (await page
        .getByRole('region', { name: 'EndpointSlice of web', exact: true })
        .boundingBox())!;
      expect(panel.width).toBeGreaterThanOrEqual(Math.min(300, width - 40));
      await expect(controls(page).play).toBeVisible();
      await page.close();
    });
  }
});
