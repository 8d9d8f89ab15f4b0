// Drives the page's own exporter (src/export/renderStory.lazy.ts) from Node, in a page that has the
// built site open: the command line (`npm run render`) and the end-to-end tests render through
// it, so both get the frames a reader's "Download video" gets.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The exporter's chunk in a built site, as a URL relative to its index.html. */
export function exporterChunk() {
  const file = readdirSync(join('dist', 'assets')).find((f) => /^renderStory-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no exporter chunk in dist/assets: build the site first (npm run build)');
  return `./assets/${file}`;
}

let calls = 0;

/**
 * Renders in `page` (the site, its player drawn) and returns the file's bytes, or null for PNG
 * frames, which go to `onPng` one by one. `options` are renderStory's, less what the page gives.
 */
export async function renderInPage(page, options, { onProgress, onPng } = {}) {
  // Each call binds its own names: a page keeps exposed functions for its whole life.
  const id = `lbRender${++calls}`;
  await page.exposeFunction(`${id}Progress`, (done, total) => onProgress?.(done, total));
  await page.exposeFunction(`${id}Png`, (k, base64) => onPng?.(k, Buffer.from(base64, 'base64')));
  const out = await page.evaluate(
    async ({ chunk, options, id }) => {
      const base64 = (blob) =>
        new Promise((done, fail) => {
          const reader = new FileReader();
          reader.onload = () => done(String(reader.result).replace(/^[^,]*,/, ''));
          reader.onerror = () => fail(reader.error);
          reader.readAsDataURL(blob);
        });
      const { renderStory } = await import(new URL(chunk, document.baseURI).href);
      const host = document.querySelector('.player');
      if (!host) throw new Error('the page has no player to render in');
      const rendered = await renderStory({
        ...options,
        host,
        onProgress: (done, total) => void window[`${id}Progress`](done, total),
        onPng: async (k, png) => window[`${id}Png`](k, await base64(png)),
      });
      return { ...rendered, blob: rendered.blob ? await base64(rendered.blob) : null };
    },
    { chunk: exporterChunk(), options, id },
  );
  return { ...out, bytes: out.blob === null ? null : Buffer.from(out.blob, 'base64') };
}
