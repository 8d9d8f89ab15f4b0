import type { Locator, Page } from '@playwright/test';
import { TOTAL_SECONDS } from '../src/model/position';
import { controls, expect, freezeClock, smallestStageText, test } from './fixtures';

// A phone held in one hand: once the reader has scrolled to the player, the picture, the sentence
// about it and the buttons that go on are in view together, all the way through the story.
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** Where a thing is drawn, from the top of the view. */
const extent = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not drawn');
  return { top: b.y, bottom: b.y + b.height, height: b.height };
};

/** What of the player is out of view, and how tall the stage is, as a share of the view. */
async function reading(page: Page, height: number) {
  const c = controls(page);
  const stage = await extent(c.player.locator('svg.stage'));
  const parts = {
    stage,
    'Now: sentence': await extent(c.now),
    'Play or Pause': await extent(c.play.or(c.pause)),
    Next: await extent(c.next),
  };
  const out = Object.entries(parts)
    .filter(([, p]) => p.top < 0 || p.bottom > height)
    .map(([name, p]) => `${name} at ${Math.round(p.top)}–${Math.round(p.bottom)} px`);
  return { out, share: stage.height / height };
}

for (const { width, height } of PHONES)
  for (const theme of ['light', 'dark'] as const)
    test(`on a ${width}×${height} phone in the ${theme} theme, the stage, its Now: sentence and Play and Next stay in view together while the story plays`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height });
      await freezeClock(page);
      await page.goto('./');
      const c = controls(page);
      await expect(c.player.locator('svg.stage')).toHaveAttribute('data-plan', 'narrow');
      await expect(c.player.locator('svg.stage .node')).toHaveCount(2);
      // The reader scrolls until the player reaches the top of the screen.
      await c.player.evaluate((p) => p.scrollIntoView({ block: 'start' }));
      await c.play.click();
      const problems: string[] = [];
      let tallest = 0;
      for (let s = 0; s <= TOTAL_SECONDS; s += 2) {
        const { out, share } = await reading(page, height);
        tallest = Math.max(tallest, share);
        const at = `${(await c.stepCount.textContent()) ?? ''}, ${s} s into the story`;
        problems.push(...out.map((o) => `${o} (${at})`));
        await page.clock.runFor(2000);
      }
      expect(problems).toEqual([]);
      expect(tallest, 'the stage’s share of the screen’s height').toBeLessThanOrEqual(0.6);
      // The step's full caption follows below, and nothing is drawn small or scrolls sideways.
      await expect(c.caption).toBeVisible();
      expect((await extent(c.caption)).top).toBeGreaterThan((await extent(c.next)).bottom);
      expect((await smallestStageText(page)).px).toBeGreaterThanOrEqual(11);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
