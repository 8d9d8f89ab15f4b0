import type { Page } from '@playwright/test';
import { TOTAL_SECONDS, fromGlobal } from '../src/model/position';
import {
  controls,
  counters,
  drawingProblems,
  expect,
  freezeClock,
  smallestStageText,
  tag,
  test,
  untilDrawn,
  type Problem,
} from './fixtures';

/** The label and rows of the rewrites drawn at a Node. */
const rewriteAt = (page: Page, node: string) => page.locator(`svg.stage [data-rewrite-at="${node}"] text`);

// Each plan at a width it is drawn for: a wide screen, an embed in a docs column, a phone.
const PLANS = [
  { plan: 'wide', width: 1920, height: 1080, url: './' },
  { plan: 'medium', width: 720, height: 900, url: './?embed=1' },
  { plan: 'narrow', width: 390, height: 844, url: './' },
] as const;

for (const { plan, width, height, url } of PLANS)
  test(`nothing on the ${plan} stage overlaps or sticks out, at any moment of any step`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await freezeClock(page);
    await page.goto(url);
    await expect(page.locator('svg.stage')).toHaveAttribute('data-plan', plan);
    const c = controls(page);
    await c.play.click();
    const problems: Problem[] = [];
    let rewrites = 0;
    const read = async (at: string) => {
      const found = await drawingProblems(page, at);
      problems.push(...found.problems);
      rewrites += found.rewrites;
    };
    // Every 0.1 s of the story's length, which the model gives, and named from it: the page is read
    // in one call a moment (reading the step count and Play by role as well, at each moment, would
    // add round trips to the browser at every one of them).
    for (let i = 0; i <= TOTAL_SECONDS * 10; i++) {
      const { step, t } = fromGlobal(i / 10);
      await read(`step ${step}, ${t.toFixed(1)} s in`);
      await page.clock.runFor(100);
    }
    // The end of step 5, where the moments named from the model say the page should be.
    await expect(c.stepCount).toHaveText('Step 5 of 5');
    await expect(c.play).toBeVisible();
    await read('the end');
    // Step 1's connection is rewritten at Node-2, and its label was read there.
    expect(rewrites).toBeGreaterThan(0);
    // One line per distinct problem, with the first moment it was seen.
    const first = new Map<string, string>();
    for (const p of problems) if (!first.has(p.what)) first.set(p.what, p.at);
    expect([...first].map(([what, at]) => `${what} (${at})`)).toEqual([]);
  });

// The same in the dark theme, at the moments a Node rewrites: the request's DNAT and SNAT, and
// the reply's reversal, each beside Node-2.
for (const { plan, width, height, url } of PLANS)
  test(`in the dark theme, the ${plan} stage labels each rewrite beside its Node`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width, height });
    for (const at of ['step=1&t=4.5', 'step=1&t=11&reply=1']) {
      await page.goto(`${url}${url.includes('?') ? '&' : '?'}${at}`);
      await untilDrawn(page);
      await expect(page.locator('svg.stage')).toHaveAttribute('data-plan', plan);
      const found = await drawingProblems(page, at);
      expect(found.problems).toEqual([]);
      expect(found.rewrites).toBeGreaterThan(0);
    }
  });

test.describe('the stage reads at every width', () => {
  const at = [
    { name: 'a phone', width: 390, height: 844, url: './?step=1&t=4.5', plan: 'narrow' },
    {
      name: 'an embed in a docs column',
      width: 720,
      height: 900,
      url: './?embed=1&step=1&t=4.5',
      plan: 'medium',
    },
    { name: 'a 1280 px screen', width: 1280, height: 800, url: './?step=1&t=4.5', plan: 'wide' },
    { name: 'a 1440×900 laptop', width: 1440, height: 900, url: './?step=3&t=4', plan: 'wide' },
    { name: 'a wide screen', width: 1920, height: 1080, url: './?step=4&t=3', plan: 'wide' },
    { name: 'the handout on a phone', width: 390, height: 844, url: './?view=handout', plan: 'narrow' },
  ] as const;
  for (const { name, width, height, url, plan } of at)
    test(`on ${name}, no stage text is drawn under 11 px and nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(url);
      await expect(page.locator('svg.stage .node').first()).toBeVisible();
      const smallest = await smallestStageText(page);
      // Every stage on the page, and at least one, is drawn for this width.
      expect([...new Set(smallest.plans)], 'the plans the stages are drawn in').toEqual([plan]);
      expect(smallest.px, `"${smallest.text}"`).toBeGreaterThanOrEqual(11);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

  test('in the presenter view on a phone, the stage is drawn for the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('./?step=1&t=4.5');
    await untilDrawn(page);
    await page.keyboard.press('f');
    await expect(controls(page).player).toHaveClass(/presenting/);
    await expect(page.locator('svg.stage')).toHaveAttribute('data-plan', 'narrow');
    expect((await smallestStageText(page)).px).toBeGreaterThanOrEqual(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a stage that narrows is drawn again for its width, at the same moment', async ({ page }) => {
    await page.goto('./?step=1&t=4.5');
    const stage = page.locator('svg.stage');
    await expect(stage).toHaveAttribute('data-plan', 'wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(stage).toHaveAttribute('data-plan', 'narrow');
    await expect(rewriteAt(page, 'Node-2').first()).toHaveText('DNAT + SNAT at Node-2');
  });
});

test.describe('the stage tells the story by itself', () => {
  test('a packet carries its header as SRC → DST, and the stage names the rewrite where it happens', async ({
    page,
  }) => {
    await page.goto('./?step=1&t=1.2');
    await expect(tag(page)).toHaveText(/203\.0\.113\.7:50412 → 198\.51\.100\.10:80$/);
    await page.goto('./?step=1&t=4.5');
    await expect(rewriteAt(page, 'Node-2')).toHaveText([
      'DNAT + SNAT at Node-2',
      'destination → 10.244.1.5:8080',
      'source → 10.0.0.12',
    ]);
    await expect(tag(page).locator('.tag-heading')).toHaveText('Request, at Node-2, rewritten by kube-proxy');
    await expect(tag(page).locator('tspan.old')).toHaveText(['203.0.113.7:50412 → ', '10.0.0.12:31000 ']);
    await expect(tag(page).locator('tspan.new')).toHaveText(['10.0.0.12:50412 → ', '10.244.1.5:8080']);
    await expect(counters(page)).toHaveText(['Node hops: 1', 'Node SNAT: 1', 'Pod sees:', '–']);
    await page.goto('./?step=3&t=2.5');
    await expect(tag(page).locator('.tag-heading')).toHaveText(
      'forward + source: client’s or own at Load balancer',
    );
  });

  test('counters end step 1 at two Nodes and one SNAT, step 3 at one and none', async ({ page }) => {
    await page.goto('./?step=1&t=9');
    await expect(counters(page)).toHaveText(['Node hops: 2', 'Node SNAT: 1', 'Pod sees:', '10.0.0.12']);
    await page.goto('./?step=3&t=7.5');
    await expect(counters(page)).toHaveText([
      'Node hops: 1',
      'Node SNAT: 0',
      'Pod sees:',
      '203.0.113.7',
      'or 10.0.0.50',
    ]);
    // A step whose only packet is a health check has no client connection to count.
    await page.goto('./?step=2&t=5');
    await expect(counters(page)).toHaveCount(0);
  });
});

test.describe('the reply, drawn', () => {
  const scrubber = (page: Page) => page.getByRole('slider', { name: 'Position in the animation' });

  test('with "Show the reply" on it travels back on the stage, in the timeline and in the address', async ({
    page,
  }) => {
    await page.goto('./?step=1&t=11&reply=1');
    const c = controls(page);
    await expect(c.ledger.getByRole('checkbox', { name: 'Show the reply' })).toBeChecked();
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 1, 11 s of 16.5 s');
    await expect(tag(page).locator('.tag-heading')).toHaveText('Reply, at Node-2, reversed by conntrack');
    await expect(rewriteAt(page, 'Node-2').first()).toHaveText('un-SNAT + un-DNAT at Node-2');
    await expect(tag(page).locator('tspan.new')).toHaveText(['10.0.0.12:31000 → ', '203.0.113.7:50412']);
    // The ledger marks where the reply is, and the counters keep what the request cost.
    await expect(c.ledger.getByRole('table', { name: /^Reply/ }).locator('tr[aria-current]')).toContainText(
      'Node-2',
    );
    await expect(counters(page).first()).toHaveText('Node hops: 2');
  });

  test('turned on in step 3, the step lasts until the reply reaches the client, and the address says so', async ({
    page,
  }) => {
    await page.goto('./?step=3&t=5');
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 3, 5 s of 7.5 s');
    await controls(page).ledger.getByRole('checkbox', { name: 'Show the reply' }).check();
    await expect(scrubber(page)).toHaveAttribute('aria-valuetext', 'Step 3, 5 s of 12.5 s');
    await expect(page).toHaveURL(/[?&]reply=1/);
    await page.goto('./?step=3&t=8&reply=1');
    await expect(tag(page).locator('.tag-heading')).toHaveText('Reply, Node-1 → Load balancer');
  });
});
