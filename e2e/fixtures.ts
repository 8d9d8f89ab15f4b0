import { test as base, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { E2E_PORT } from './ports';

export interface Watch {
  /** console.warn texts, in order. */
  readonly warnings: string[];
  /** console.error texts and uncaught errors, in order. */
  readonly errors: string[];
  /** How many errors the test provokes on purpose (default none). */
  expectErrors: number;
}

/**
 * Every test fails on a console error, an uncaught exception or a request to any other origin:
 * readers must never see the first two, and the page must never make the third.
 */
export const test = base.extend<{ watch: Watch }>({
  // Automatic, so that a test which never names `watch` is watched too.
  watch: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const warnings: string[] = [];
      // The site, the second origin that embedding tests host pages on, and the site again as
      // served with a strict Content-Security-Policy.
      const origins = [new URL(baseURL ?? SITE).origin, OTHER_ORIGIN, new URL(CSP_SITE).origin];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
        if (m.type() === 'warning') warnings.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      // Observed, not intercepted: every request the page makes is checked, at no cost to it.
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith('data:') && !origins.includes(new URL(url).origin)) foreign.push(url);
      });
      const watch: Watch = { warnings, errors, expectErrors: 0 };
      await use(watch);
      expect(errors, 'console errors').toHaveLength(watch.expectErrors);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The built site, as playwright.config.ts serves it. */
export const SITE = `http://127.0.0.1:${E2E_PORT}`;

/** Another origin than the site's: host pages that embed the player across origins live here. */
export const OTHER_ORIGIN = `http://localhost:${E2E_PORT + 1}`;

/** The built site again, served with a strict Content-Security-Policy. */
export const CSP_SITE = `http://127.0.0.1:${E2E_PORT + 2}`;

/** A host page on another origin with the player in an iframe, once its player is up. */
export async function iframeHost(page: Page, allowedOrigins = OTHER_ORIGIN) {
  const src = `${SITE}/?embed=1&allowedOrigins=${encodeURIComponent(allowedOrigins)}`;
  await page.goto(`${OTHER_ORIGIN}/hosts/iframe.html?src=${encodeURIComponent(src)}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText(/^Step \d of 5$/)).toBeVisible();
  return frame;
}

/**
 * A host page on the test servers, a docs page with `body` under its heading, written as
 * e2e/hosts/generated/<name>.html; returns its path, to open on either origin.
 */
export function hostPage(name: string, body: string): string {
  mkdirSync('e2e/hosts/generated', { recursive: true });
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="data:,"><title>${name}</title></head><body><h1>Docs</h1>${body}</body></html>`;
  writeFileSync(`e2e/hosts/generated/${name}.html`, html);
  return `/hosts/generated/${name}.html`;
}

/**
 * The iframe has been sized to its player's whole height by the host script, within 1 px, not
 * left at the room reserved for it. Both heights are read again at each try: the player may
 * still be growing.
 */
export async function expectFrameFitsPlayer(iframe: Locator): Promise<void> {
  const content = () =>
    iframe
      .contentFrame()
      .locator('body')
      .evaluate((b) => Math.ceil(b.getBoundingClientRect().bottom + window.scrollY));
  const frameHeight = () => iframe.evaluate((f) => Math.round(f.getBoundingClientRect().height));
  await expect.poll(async () => Math.abs((await frameHeight()) - (await content()))).toBeLessThanOrEqual(1);
}

/** The chunk with the stage's drawing (framer-motion), which the app fetches after it starts. */
export const DRAWING_JS = /\/assets\/motionParts-[\w-]+\.js$/;

/** The iframe's link to its host, a chunk only a page in a frame loads. */
export const HOST_LINK_JS = /\/assets\/hostLink-[\w-]+\.js$/;

/**
 * Holds a chunk back, as a slow connection would, until the returned function is called: the
 * drawing's (DRAWING_JS), say, so that the player is up and its drawing is not.
 */
export async function holdChunk(page: Page, chunk: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Until the stage is drawn, the page may still be the pre-rendered text, whose step count is
 * already visible but whose keys do nothing yet: the drawing comes after the app has started.
 */
export async function untilDrawn(page: Page): Promise<void> {
  await expect(page.locator('svg.stage > g').first()).toBeAttached();
}

/** The host page posts these messages to its iframe, in order. */
export const sendToFrame = (page: Page, ...messages: unknown[]) =>
  page.evaluate((list) => {
    const host = window as never as { send(m: unknown): void };
    for (const m of list) host.send(m);
  }, messages);

/**
 * Fake timers that move only when the test says (clock.runFor): an installed clock otherwise
 * keeps flowing in real time, and a busy machine would leak time into the test.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/** The packet's tag on each stage under `scope`: its header, and the rewrite it names. */
export const tag = (scope: Page | Locator | FrameLocator) => scope.locator('svg.stage [data-tag]');

/** The lines of the counters on each stage under `scope`. */
export const counters = (scope: Page | Locator | FrameLocator) => scope.locator('svg.stage .counters text');

export function controls(page: Page) {
  const player = page.getByRole('region', { name: 'Animation', exact: true });
  return {
    player,
    play: player.getByRole('button', { name: 'Play', exact: true }),
    pause: player.getByRole('button', { name: 'Pause', exact: true }),
    next: player.getByRole('button', { name: 'Next step' }),
    previous: player.getByRole('button', { name: 'Previous step' }),
    restart: player.getByRole('button', { name: 'Restart' }),
    stepCount: player.getByText(/^Step \d of 5$/),
    /** What a screen reader is told as the player changes. */
    live: player.locator('[aria-live="polite"]'),
    caption: player.locator('.caption'),
    /** The "Now:" sentence a reader sees; a hidden copy of the step's longest holds its place. */
    now: player.locator(':is(.now, .now-bar) > p').filter({ visible: true }),
    ledger: player.getByRole('region', { name: 'Packet ledger' }),
    /** The ledger row of the hop the packet is at now. */
    currentHop: player
      .getByRole('region', { name: 'Packet ledger' })
      .locator('tbody tr[aria-current="true"] th'),
    stepList: page.getByRole('region', { name: 'LoadBalancer Straight to Pods, step by step' }),
  };
}

/**
 * The lines of an object's panel marked as just changed, by their role: ARIA's "mark", which
 * Playwright's role engine knows and its types do not list yet.
 */
export const marksIn = (panel: Locator) => panel.getByRole('mark' as Parameters<Locator['getByRole']>[0]);

/** The player's text colour in each scheme: what a reader sees change with the theme. */
const INK = { light: 'rgb(30, 41, 59)', dark: 'rgb(226, 232, 240)' } as const;

/** The player under `root` is drawn in the light or the dark palette. */
export async function expectScheme(root: Locator, scheme: keyof typeof INK): Promise<void> {
  await expect(root).toHaveCSS('color', INK[scheme]);
}

const PAGE_BG = { light: 'rgb(246, 247, 249)', dark: 'rgb(11, 17, 32)' } as const;

/** The page around the player (what shows past its end, and the scrollbars) in that scheme. */
export async function expectPageScheme(page: Page, scheme: keyof typeof PAGE_BG): Promise<void> {
  await expect(page.locator('body')).toHaveCSS('background-color', PAGE_BG[scheme]);
}

/**
 * Each element's text, and where in it each of its wrapped lines begins (an index into the
 * text), as laid out now: to check where a narrow column or large type breaks a line.
 */
export function wrapsOf(elements: Locator): Promise<{ text: string; starts: number[] }[]> {
  return elements.evaluateAll((list) =>
    list.map((el) => {
      let text = '';
      const starts: number[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const chars = node.textContent ?? '';
        for (let i = 0; i < chars.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && top !== null && rect.top > top + 2) starts.push(text.length);
          if (rect) top = rect.top;
          text += chars[i];
        }
      }
      return { text, starts };
    }),
  );
}

/** The smallest stage text as drawn (font size times the stage's scale), in CSS px, on every stage. */
export async function smallestStageText(page: Page): Promise<{ px: number; text: string; plans: string[] }> {
  return page.evaluate(() => {
    let px = Infinity;
    let text = '';
    const plans: string[] = [];
    for (const svg of document.querySelectorAll<SVGSVGElement>('svg.stage')) {
      const r = svg.getBoundingClientRect();
      const { width, height } = svg.viewBox.baseVal;
      const scale = Math.min(r.width / width, r.height / height);
      plans.push(svg.dataset.plan ?? '');
      for (const t of svg.querySelectorAll('text')) {
        const size = parseFloat(getComputedStyle(t).fontSize) * scale;
        if (t.textContent?.trim() && size < px) [px, text] = [size, t.textContent];
      }
    }
    return { px, text, plans };
  });
}

/**
 * Opens the player's settings (speed, pause at each step, reduced motion, the shortcuts) where
 * they fold behind a button, as a reader on a narrow screen does; elsewhere they are in the row.
 */
export async function openSettings(scope: Page | FrameLocator): Promise<void> {
  const toggle = scope.getByRole('button', { name: 'Settings' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

export interface Problem {
  readonly at: string;
  readonly what: string;
}

/**
 * Reads the stage as drawn: every label must sit inside the box it belongs to, no two labels may
 * overlap, and a label that names a Node's rewrite ("DNAT + SNAT at Node-2") lies within 40 px of
 * that Node. Returns what is wrong, in words, and how many rewrite labels it read.
 */
export async function drawingProblems(
  page: Page,
  at: string,
): Promise<{ problems: Problem[]; rewrites: number }> {
  const found = await page.evaluate(() => {
    const svg = document.querySelector('svg.stage');
    if (!(svg instanceof SVGSVGElement)) return { out: ['no stage'], rewrites: 0 };
    const out: string[] = [];
    // A label faded out entirely is not seen, so it overlaps nothing.
    const seen = (el: Element) => {
      let opacity = 1;
      for (let e: Element | null = el; e && e !== svg; e = e.parentElement) {
        opacity *= Number(getComputedStyle(e).opacity);
      }
      return opacity > 0.05;
    };
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent?.trim() && seen(t));
    // Screen boxes, so that rows moved by a transform are compared where they are drawn.
    const boxOf = (el: Element) => {
      const b = el.getBoundingClientRect();
      return { x: b.left, y: b.top, r: b.right, b: b.bottom };
    };
    // On a phone the drawing is seen through a window under the tag's strip (its top edge drawn):
    // what of a label lies outside the window is not seen, so it overlaps nothing.
    const edge = svg.querySelector('.window-edge')?.getBoundingClientRect().top;
    const shown = (el: Element, b: ReturnType<typeof boxOf>) =>
      edge === undefined || !el.closest('.camera')
        ? b
        : { ...b, y: Math.max(b.y, edge), b: Math.min(b.b, svg.getBoundingClientRect().bottom) };
    const boxes = texts
      .map((t) => ({ text: t.textContent ?? '', box: boxOf(t), el: t }))
      .map((t) => ({ ...t, seenBox: shown(t.el, t.box) }))
      .filter((t) => t.seenBox.b > t.seenBox.y);
    let rewrites = 0;
    for (const { text, box } of boxes) {
      const named = /\b(?:un-)?[DS]NAT\b.* at Node-(\d)/.exec(text);
      if (!named) continue;
      rewrites++;
      const node = svg.querySelector(`.node.node-${named[1]} > rect.frame`);
      if (!node) {
        out.push(`"${text}" names a Node that is not drawn`);
        continue;
      }
      const n = boxOf(node);
      const gap = Math.max(n.x - box.r, box.x - n.r, n.y - box.b, box.y - n.b, 0);
      if (gap > 40) out.push(`"${text}" is drawn ${Math.round(gap)} px from Node-${named[1]}`);
    }
    for (const { text, box, el } of boxes) {
      // The frame of the nearest group that has one is the box this label belongs to.
      let g: Element | null = el.parentElement;
      let frame: SVGRectElement | null = null;
      while (g && g !== svg && !frame) {
        frame = g.querySelector(':scope > rect.frame, :scope > rect.row');
        g = g.parentElement;
      }
      if (!frame) continue;
      const f = boxOf(frame);
      if (box.x < f.x - 0.5 || box.r > f.r + 0.5 || box.y < f.y - 0.5 || box.b > f.b + 0.5) {
        out.push(`"${text}" sticks out of its box`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.seenBox;
        const b = boxes[j]!.seenBox;
        const overlapX = Math.min(a.r, b.r) - Math.max(a.x, b.x);
        const overlapY = Math.min(a.b, b.b) - Math.max(a.y, b.y);
        if (overlapX > 1 && overlapY > 1) out.push(`"${boxes[i]!.text}" overlaps "${boxes[j]!.text}"`);
      }
    }
    return { out, rewrites };
  });
  return { problems: found.out.map((what) => ({ at, what })), rewrites: found.rewrites };
}
