import type { FrameLocator, Locator, Page } from '@playwright/test';
import type * as Frames from '../../src/embed/frames';
import { expect, expectFrameFitsPlayer, expectScheme, holdChunk, test } from '../fixtures';

// Each recipe of docs/embedding.md, pasted into a real site of its generator and built by
// scripts/test-docs-sites.mjs, as a reader meets it: two players on a page, both drawn with no
// layout shift, each playing on its own, following the site's light/dark toggle, and still
// working after a client-side navigation away and back. Every test also fails on a console
// error, a request to another origin (fixtures.ts) or a failed request (below).

interface Recipe {
  /** The generator: the folder of e2e/sites/ and the sub-path the site is served under. */
  readonly site: 'docusaurus' | 'vitepress' | 'hugo' | 'mkdocs' | 'html';
  readonly name: string;
  readonly path: string;
  /** The page's title, and its link's name in the site's navigation. */
  readonly title: string;
  readonly iframes?: boolean;
  /** The site navigates without loading a new document. */
  readonly clientSide?: boolean;
}

const docusaurusToggle = async (page: Page) => {
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  // Its modes go round light, dark (and, in newer versions, the system's): on to dark.
  await expect(async () => {
    if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 500 });
  }).toPass();
};

/** Switches each site to its dark scheme as a reader does; none: the site follows the system. */
const TOGGLES: Record<Recipe['site'], ((page: Page) => Promise<void>) | undefined> = {
  docusaurus: docusaurusToggle,
  vitepress: (page) =>
    page
      .getByRole('switch', { name: /dark theme/i })
      .first()
      .click(),
  mkdocs: (page) => page.getByTitle('Switch to dark mode').click(),
  hugo: undefined,
  // A plain page that declares its scheme, as a toggle of its own would.
  html: (page) => page.evaluate(() => void (document.documentElement.style.colorScheme = 'dark')),
};

const RECIPES: readonly Recipe[] = [
  { site: 'docusaurus', name: 'element', path: 'element/', title: 'The custom element', clientSide: true },
  {
    site: 'docusaurus',
    name: 'component',
    path: 'component/',
    title: 'The React component',
    clientSide: true,
  },
  {
    site: 'docusaurus',
    name: 'iframe',
    path: 'iframe/',
    title: 'The iframe',
    iframes: true,
    clientSide: true,
  },
  { site: 'vitepress', name: 'element', path: 'element.html', title: 'The custom element', clientSide: true },
  { site: 'hugo', name: 'element', path: 'element/', title: 'The custom element' },
  { site: 'hugo', name: 'iframe', path: 'iframe/', title: 'The iframe', iframes: true },
  { site: 'mkdocs', name: 'element', path: 'element/', title: 'The custom element', clientSide: true },
  { site: 'html', name: 'element', path: 'element.html', title: 'The custom element' },
  { site: 'html', name: 'iframe', path: 'iframe.html', title: 'The iframe', iframes: true },
];

interface Player {
  readonly region: Locator;
  /** The player's root, which carries its palette. */
  readonly root: Locator;
  /** Where the player's own document is: the page, or its iframe. */
  readonly scope: Page | FrameLocator;
}

function players(page: Page, recipe: Recipe): Player[] {
  return [0, 1].map((i) => {
    const scope = recipe.iframes ? page.frameLocator('iframe').nth(i) : page;
    const region = recipe.iframes
      ? scope.getByRole('region', { name: 'Animation', exact: true })
      : page.getByRole('region', { name: 'Animation', exact: true }).nth(i);
    const root = recipe.iframes ? scope.locator('.lb-root') : page.locator('.lb-root').nth(i);
    return { region, scope, root };
  });
}

const button = (p: Player, name: string) => p.region.getByRole('button', { name, exact: true });
const stepShown = (p: Player, step: number) => p.region.getByText(`Step ${step} of 5`, { exact: true });

/** The script each form waits for before it draws: the element's, the site's (whose React renders
 * the component), the iframes' host script (which sizes them). */
const HELD: Record<string, RegExp> = {
  element: /\/lb-straight-to-pods\.js$/,
  component: /\/assets\/js\/main\.\w+\.js$/,
  iframe: /\/lb-straight-to-pods-frames\.js$/,
};

/** What keeps each form's room until then. */
const RESERVED: Record<string, string> = {
  element: 'lb-straight-to-pods',
  component: '.lb-straight-to-pods-reserve',
  iframe: 'iframe',
};

/** Both players drawn, and each iframe sized to its player's whole height. */
async function untilBothDrawn(page: Page, recipe: Recipe, list: Player[]): Promise<void> {
  for (const p of list) {
    await expect(stepShown(p, 1)).toBeVisible();
    await expect(p.region.locator('svg.stage > g').first()).toBeAttached();
  }
  if (!recipe.iframes) return;
  for (const i of list.keys()) await expectFrameFitsPlayer(page.locator('iframe').nth(i));
}

/** The page's cumulative layout shift so far, as the Layout Instability API counts it, and what moved. */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const { lbShift, lbShifted } = window as never as { lbShift: number; lbShifted: string[] };
    return { shift: lbShift, moved: lbShifted };
  });

for (const recipe of RECIPES) {
  test.describe(`${recipe.site}: ${recipe.name}`, () => {
    const failed: string[] = [];
    test.beforeEach(async ({ page }) => {
      failed.length = 0;
      page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`);
      });
      await page.addInitScript(() => {
        const w = window as never as { lbShift: number; lbShifted: string[] };
        w.lbShift = 0;
        w.lbShifted = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            w.lbShift += e.value;
            for (const s of e.sources) w.lbShifted.push(`${s.node?.nodeName} ${e.value.toFixed(4)}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    });
    test.afterEach(() => {
      expect(failed, 'failed requests').toEqual([]);
    });

    test('two players load with no layout shift, play, and stay independent', async ({ page }, info) => {
      // The script that draws the players comes late, as on a slow connection, so that the
      // page is painted first with only the room the stylesheet keeps for them.
      const release = await holdChunk(page, HELD[recipe.name]!);
      await page.goto(`/${recipe.site}/${recipe.path}`, { waitUntil: 'commit' });
      const kept = page.locator(RESERVED[recipe.name]!);
      await expect(kept).toHaveCount(2);
      await expect(kept.nth(1)).toBeVisible();
      const reserved = await kept.evaluateAll((list) => list.map((e) => e.getBoundingClientRect().height));
      release();
      const [a, b] = players(page, recipe);
      await untilBothDrawn(page, recipe, [a!, b!]);
      const drawn = await Promise.all(
        [a!, b!].map((p, i) =>
          (recipe.iframes ? page.locator('iframe').nth(i) : p.root).evaluate(
            (e) => e.getBoundingClientRect().height,
          ),
        ),
      );
      const { shift, moved } = await layoutShift(page);
      const kept2 = reserved.map((r, i) => `${Math.round(r)}/${Math.round(drawn[i]!)} px`).join(', ');
      info.annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
      console.log(
        `${recipe.site} ${recipe.name}: layout shift ${shift.toFixed(4)} ${moved.join(', ')}; kept/drawn ${kept2}`,
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      // Within a line or two of text of the height the player takes (at these sites' widths).
      for (const [i, r] of reserved.entries()) expect(Math.abs(r - drawn[i]!)).toBeLessThanOrEqual(40);

      await button(a!, 'Play').click();
      await expect(button(a!, 'Pause')).toBeVisible();
      await expect
        .poll(() =>
          a!.region.getByRole('slider', { name: 'Position in the animation' }).getAttribute('aria-valuenow'),
        )
        .not.toBe('0');
      await expect(button(b!, 'Play')).toBeVisible();
      await button(a!, 'Pause').click();
      await button(b!, 'Next step').click();
      await expect(stepShown(b!, 2)).toBeVisible();
      await expect(stepShown(a!, 1)).toBeVisible();
    });

    test("follows the site's light/dark choice without a reload", async ({ page }) => {
      await page.goto(`/${recipe.site}/${recipe.path}`);
      const list = players(page, recipe);
      await untilBothDrawn(page, recipe, list);
      for (const p of list) await expectScheme(p.root, 'light');
      await page.evaluate(() => ((window as never as { lbSamePage: boolean }).lbSamePage = true));
      const toggle = TOGGLES[recipe.site];
      if (toggle) {
        await toggle(page);
      } else {
        // A site with no toggle of its own follows the reader's system.
        await page.emulateMedia({ colorScheme: 'dark' });
      }
      for (const p of list) await expectScheme(p.root, 'dark');
      expect(await page.evaluate(() => (window as never as { lbSamePage?: boolean }).lbSamePage)).toBe(true);
    });

    test('navigating away and back leaves both players working', async ({ page }) => {
      await page.goto(`/${recipe.site}/${recipe.path}`);
      await untilBothDrawn(page, recipe, players(page, recipe));
      await page.evaluate(() => ((window as never as { lbSamePage: boolean }).lbSamePage = true));
      await page.getByRole('link', { name: 'Away', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Away', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: recipe.title, exact: true }).first().click();
      await expect(page.getByRole('heading', { name: recipe.title, level: 1 })).toBeVisible();
      const samePage = await page.evaluate(() => (window as never as { lbSamePage?: boolean }).lbSamePage);
      expect(samePage === true, 'navigated without loading a new document').toBe(!!recipe.clientSide);
      const [a, b] = players(page, recipe);
      await untilBothDrawn(page, recipe, [a!, b!]);
      await button(b!, 'Play').click();
      await expect(button(b!, 'Pause')).toBeVisible();
      await expect(button(a!, 'Play')).toBeVisible();
    });

    if (recipe.iframes) {
      test("each iframe has its own controller and events, with no global of the page's", async ({
        page,
      }) => {
        await page.goto(`/${recipe.site}/${recipe.path}`);
        const [a, b] = players(page, recipe);
        await untilBothDrawn(page, recipe, [a!, b!]);
        const script = await page
          .locator('script[src$="lb-straight-to-pods-frames.js"]')
          .first()
          .evaluate((s) => (s as HTMLScriptElement).src);
        const heard = await page.evaluate(async (src) => {
          const { controllerFor } = (await import(src)) as typeof Frames;
          const frame = document.querySelectorAll('iframe')[1]!;
          const step = new Promise<number>((done) =>
            frame.addEventListener(
              'stepchange',
              (e) => done((e as CustomEvent<{ step: number }>).detail.step),
              {
                once: true,
              },
            ),
          );
          controllerFor(frame).seek(3);
          return step;
        }, script);
        expect(heard).toBe(3);
        await expect(stepShown(b!, 3)).toBeVisible();
        await expect(stepShown(a!, 1)).toBeVisible();
      });
    }
  });
}
