import { readFileSync } from 'node:fs';
import type * as Frames from '../src/embed/frames';
import { OTHER_ORIGIN, SITE, expect, expectFrameFitsPlayer, hostPage, test } from './fixtures';

// The HTML snippets of docs/embedding.md, run as written, with only the docs site's origin
// swapped for the test servers': the embed on the site's, the host page on another origin.
const doc = readFileSync('docs/embedding.md', 'utf8');

function snippet(name: string): string {
  const found = doc.match(new RegExp(`<!-- snippet: ${name} -->\\s*\`\`\`html\\n([\\s\\S]*?)\`\`\``));
  if (!found?.[1]) throw new Error(`docs/embedding.md has no "${name}" snippet`);
  return found[1];
}

test('the custom element snippet works as written', async ({ page }) => {
  const body = snippet('element').replaceAll('https://docs.example.com/lb/', `${SITE}/`);
  await page.goto(`${OTHER_ORIGIN}${hostPage('element', body)}`);
  const el = page.locator('lb-straight-to-pods');
  await expect(el.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await el.getByRole('button', { name: 'Next step' }).click();
  await expect(el.getByText('Step 2 of 5', { exact: true })).toBeVisible();
});

test('the iframe snippet works as written, twice on a page: each sized and driven on its own', async ({
  page,
}) => {
  const body = snippet('iframe')
    .replaceAll('https://docs.example.com/lb/', `${SITE}/`)
    .replaceAll('allowedOrigins=https://docs.example.com', `allowedOrigins=${OTHER_ORIGIN}`);
  await page.goto(`${OTHER_ORIGIN}${hostPage('iframe', body + body)}`);
  for (const i of [0, 1]) {
    const frame = page.frameLocator('iframe').nth(i);
    await expect(frame.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await expectFrameFitsPlayer(page.locator('iframe').nth(i));
  }
  // The doc's way to drive one: controllerFor from the host script, in a script of the page's.
  await page.evaluate(async (src) => {
    const { controllerFor } = (await import(src)) as typeof Frames;
    controllerFor(document.querySelectorAll('iframe')[1]!).seek(3);
  }, `${SITE}/element/lb-straight-to-pods-frames.js`);
  await expect(page.frameLocator('iframe').nth(1).getByText('Step 3 of 5', { exact: true })).toBeVisible();
  await expect(page.frameLocator('iframe').nth(0).getByText('Step 1 of 5', { exact: true })).toBeVisible();
});

// A reader looks for the menu the README names: by what its button reads, not only by the name
// a screen reader hears.
for (const [where, url, name] of [
  ['on the page', './', 'Present & share'],
  ['in an embed', './?embed=1', 'Present & save'],
] as const) {
  test(`the README names the menu as its button reads ${where}`, async ({ page }) => {
    await page.goto(url);
    const reads = (await page.getByRole('button', { name, exact: true }).innerText()).trim();
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`**${reads}**`);
    expect(readme).toContain(`"${name}"`);
  });
}
