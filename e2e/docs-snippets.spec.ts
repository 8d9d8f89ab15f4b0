import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { OTHER_ORIGIN, SITE, expect, test } from './fixtures';

// The HTML snippets of docs/embedding.md, run as written, with only the docs site's origin
// swapped for the test servers': the embed on the site's, the host page on another origin.
const doc = readFileSync('docs/embedding.md', 'utf8');

function snippet(name: string): string {
  const found = doc.match(new RegExp(`<!-- snippet: ${name} -->\\s*\`\`\`html\\n([\\s\\S]*?)\`\`\``));
  if (!found?.[1]) throw new Error(`docs/embedding.md has no "${name}" snippet`);
  return found[1];
}

function hostPage(name: string, body: string): string {
  mkdirSync('e2e/hosts/generated', { recursive: true });
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="data:,"><title>${name}</title></head><body><h1>Docs</h1>${body}</body></html>`;
  writeFileSync(`e2e/hosts/generated/${name}.html`, html);
  return `/hosts/generated/${name}.html`;
}

test('the custom element snippet works as written', async ({ page }) => {
  const body = snippet('element').replaceAll('https://docs.example.com/lb/', `${SITE}/`);
  await page.goto(`${OTHER_ORIGIN}${hostPage('element', body)}`);
  const el = page.locator('lb-straight-to-pods');
  await expect(el.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await el.getByRole('button', { name: 'Next step' }).click();
  await expect(el.getByText('Step 2 of 5', { exact: true })).toBeVisible();
});

test('the iframe snippet works as written: sized by the player, driven by the page', async ({ page }) => {
  const body = snippet('iframe')
    .replaceAll('https://docs.example.com/lb/', `${SITE}/`)
    .replaceAll('allowedOrigins=https://docs.example.com', `allowedOrigins=${OTHER_ORIGIN}`);
  await page.goto(`${OTHER_ORIGIN}${hostPage('iframe', body)}`);
  const frame = page.frameLocator('#lb-frame');
  await expect(frame.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await expect.poll(async () => (await page.locator('#lb-frame').boundingBox())?.height).not.toBe(720);
  await page.evaluate(() => (window as never as { showLbStep(s: number): void }).showLbStep(3));
  await expect(frame.getByText('Step 3 of 5', { exact: true })).toBeVisible();
});
