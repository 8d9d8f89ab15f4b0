import { readFileSync } from 'node:fs';
import { GifReader } from 'omggif';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import type { Browser, Locator, Page } from '@playwright/test';
import { captionAt } from '../src/model/caption';
import { firstTrafficAt } from '../src/model/position';
import type { Position } from '../src/model/timeline';
import { bandMetrics } from '../src/export/band';
import type { Box } from '../src/export/recording';
import { renderInPage } from '../scripts/render-page.mjs';
import { CSP_SITE, controls, expect, test, untilDrawn } from './fixtures';

// Video and GIF export (src/export/): frames rendered from positions, checked against what the
// page itself shows at the same ?step&t. A second of step 1 from when its first packet sets off,
// so that the frames differ from one another.
const FROM = Math.ceil((firstTrafficAt(1) ?? 0) * 10) / 10;
/** The moment compared: 0.6 s in, a whole frame at 30 fps (18) and at 15 fps (9). */
const AT = 0.6;
const LIGHT = 'theme=light';

/** Where the drawing is on the page, in CSS pixels: the stage element may be wider than it. */
const drawingBox = (page: Page) =>
  page.locator('svg.stage').evaluate((svg: SVGSVGElement) => {
    const box = svg.getBoundingClientRect();
    const { width, height } = svg.viewBox.baseVal;
    const scale = Math.min(box.width / width, box.height / height);
    const [w, h] = [width * scale, height * scale];
    return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
  });

/**
 * The stage as the page draws it at `?step=1&t`, as a PNG data URL `width` pixels wide: the page
 * is opened at the device pixel ratio that draws it that wide, so that text is rasterized at
 * the size the exported frame has and only what is drawn can differ.
 */
async function stageShot(browser: Browser, page: Page, t: number, width: number): Promise<string> {
  const cssWidth = (await drawingBox(page)).width;
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    deviceScaleFactor: width / cssWidth,
  });
  try {
    const shot = await context.newPage();
    await shot.goto(`${new URL(page.url()).origin}/?step=1&t=${Math.round(t * 1000) / 1000}&${LIGHT}`);
    await untilDrawn(shot);
    const png = await shot.screenshot({ clip: await drawingBox(shot) });
    return `data:image/png;base64,${png.toString('base64')}`;
  } finally {
    await context.close();
  }
}

/**
 * The share of 8×8-pixel blocks whose average colour differs clearly (by more than 16 in a
 * channel) between two pictures of the stage, drawn at the frame's size. Two rasterizers place
 * a glyph's edge a little differently, which averages out in a block; a packet or a label
 * somewhere else, or another colour, does not.
 */
function differs(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    async ([a, b]: string[]) => {
      const image = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return img;
      };
      const [first, second] = [await image(a!), await image(b!)];
      // The second drawn at the first's size: a screenshot's clip may be a pixel off.
      const [w, h] = [first.naturalWidth, first.naturalHeight];
      const blocks = (img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [w, h];
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, w, h);
        const data = ctx.getImageData(0, 0, w, h).data;
        const [bw, bh] = [Math.floor(w / 8), Math.floor(h / 8)];
        const sums = new Float64Array(bw * bh * 3);
        for (let y = 0; y < bh * 8; y++)
          for (let x = 0; x < bw * 8; x++)
            for (let c = 0; c < 3; c++)
              sums[(Math.floor(y / 8) * bw + Math.floor(x / 8)) * 3 + c]! += data[(y * w + x) * 4 + c]! / 64;
        return sums;
      };
      const [x, y] = [blocks(first), blocks(second)];
      let off = 0;
      for (let i = 0; i < x.length; i += 3)
        if ([0, 1, 2].some((c) => Math.abs(x[i + c]! - y[i + c]!) > 16)) off++;
      return off / (x.length / 3);
    },
    [a, b],
  );
}

/** The second of step 1 from FROM, rendered by the page's own exporter, with captions or not. */
async function oneSecond(page: Page, format: 'webm' | 'gif', captions = true) {
  await page.goto(`./?step=1&${LIGHT}`);
  await untilDrawn(page);
  return renderInPage(page, { format, step: 1, from: FROM, to: FROM + 1, theme: 'light', captions });
}

/**
 * The frame of step 1 at `t` without captions, `width` pixels wide, as a PNG data URL: the
 * exporter's PNG frame, drawn as a video's frame is, without a video's compression.
 */
async function plainFrame(page: Page, t: number, width: number): Promise<string> {
  let png: Buffer | null = null;
  const options = {
    format: 'png',
    step: 1,
    from: t,
    to: t + 1 / 30,
    width,
    theme: 'light',
    captions: false,
  } as const;
  await renderInPage(page, options, { onPng: (_k, frame) => void (png = frame) });
  return `data:image/png;base64,${png!.toString('base64')}`;
}

/** The picture of a WebM at `at` seconds, decoded by the browser's own <video>, as a PNG data URL. */
function webmFrame(page: Page, bytes: Buffer, at: number): Promise<string> {
  return page.evaluate(
    async ({ base64, at }) => {
      const video = document.createElement('video');
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      video.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
      video.muted = true;
      await new Promise((done) => video.addEventListener('loadeddata', done, { once: true }));
      video.currentTime = at;
      await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [video.videoWidth, video.videoHeight];
      canvas.getContext('2d')!.drawImage(video, 0, 0);
      URL.revokeObjectURL(video.src);
      return canvas.toDataURL('image/png');
    },
    { base64: bytes.toString('base64'), at },
  );
}

/** Frame k of a GIF as a viewer shows it (the frames before blitted in order), as a PNG data URL. */
function gifFrame(page: Page, bytes: Buffer, k: number): Promise<string> {
  const gif = new GifReader(new Uint8Array(bytes));
  const rgba = new Uint8Array(gif.width * gif.height * 4);
  for (let i = 0; i <= k; i++) gif.decodeAndBlitFrameRGBA(i, rgba);
  return page.evaluate(
    ({ base64, width, height }) => {
      const data = Uint8ClampedArray.from(atob(base64), (c) => c.charCodeAt(0));
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [width, height];
      canvas.getContext('2d')!.putImageData(new ImageData(data, width, height), 0, 0);
      return canvas.toDataURL('image/png');
    },
    { base64: Buffer.from(rgba).toString('base64'), width: gif.width, height: gif.height },
  );
}

/** A part of a picture, as a PNG data URL: the stage's drawing, or the band. */
function crop(page: Page, src: string, box: Box): Promise<string> {
  return page.evaluate(
    async ({ src, box }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [box.width, box.height];
      canvas
        .getContext('2d')!
        .drawImage(img, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
      return canvas.toDataURL('image/png');
    },
    { src, box },
  );
}

type Rgb = [number, number, number];

/** The player's own colours for the caption, as the page shows them in its theme. */
async function captionColours(page: Page): Promise<{ paper: Rgb; ink: Rgb; accent: Rgb }> {
  const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number) as Rgb;
  const c = controls(page);
  const style = (l: Locator, p: string) => l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), p);
  return {
    paper: rgb(await style(c.player.locator('.now'), 'background-color')),
    ink: rgb(await style(c.now, 'color')),
    accent: rgb(await style(c.player.locator('.step-count'), 'color')),
  };
}

/**
 * What a caption band holds, read from its pixels: its paper (the colour most of it has), the
 * lines of text (runs of rows with ink: pixels far from the paper), how far left and right the
 * ink goes, and how many pixels are near the ink and near the accent colour. The band's top rule
 * and the accent bar beside the sentence are left out, as they are not text.
 */
function readBand(page: Page, src: string, band: Box, colours: { ink: Rgb; accent: Rgb }) {
  const m = bandMetrics(band.width);
  const bar = { from: Math.floor(m.pad) - 1, to: Math.ceil(m.pad + m.bar) + 1 };
  return page.evaluate(
    async ({ src, band, bar, colours }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const top = Math.round(band.y) + 3;
      const { width } = canvas;
      const height = Math.round(band.y + band.height) - top;
      const data = ctx.getImageData(0, top, width, height).data;
      const at = (x: number, y: number) => [...data.slice((y * width + x) * 4, (y * width + x) * 4 + 3)];
      const far = (a: number[], b: number[]) => a.reduce((d, v, i) => d + Math.abs(v - b[i]!), 0);
      const counts = new Map<string, number>();
      for (let i = 0; i < data.length; i += 4) {
        const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const paper = [...counts]
        .sort((a, b) => b[1] - a[1])[0]![0]
        .split(',')
        .map(Number);
      const lines: { top: number; height: number }[] = [];
      let [left, right, ink, accent] = [width, 0, 0, 0];
      let start = -1;
      for (let y = 0; y <= height; y++) {
        let any = false;
        for (let x = 0; y < height && x < width; x++) {
          if (x >= bar.from && x <= bar.to) continue;
          const p = at(x, y);
          if (far(p, paper) <= 96) continue;
          any = true;
          [left, right] = [Math.min(left, x), Math.max(right, x)];
          if (far(p, colours.ink) < 48) ink++;
          if (far(p, colours.accent) < 48) accent++;
        }
        if (any && start < 0) start = y;
        if (!any && start >= 0) {
          lines.push({ top: top + start, height: y - start });
          start = -1;
        }
      }
      return { paper, lines, left, right, ink, accent, bottom: top + height };
    },
    { src, band, bar, colours },
  );
}

/** The page's own caption at a position: the step's count and name, and its "Now:" line. */
async function pageCaption(page: Page, p: Position) {
  await page.goto(`./?step=${p.step}&t=${Math.round(p.t * 1000) / 1000}&${LIGHT}`);
  const c = controls(page);
  const heading = c.player.locator('.step-name');
  return {
    count: await heading.locator('.step-count').textContent(),
    title: (await heading.textContent())!.replace((await heading.locator('.step-count').textContent())!, ''),
    now: (await c.now.textContent())!.replace(/^Now: /, ''),
  };
}

test.describe('video and GIF export', () => {
  test('without captions, one second of step 1 as a WebM: 30 frames of 1280×720, and a frame is what ?step&t shows', async ({
    browser,
    page,
  }) => {
    const r = await oneSecond(page, 'webm', false);
    expect(r).toMatchObject({ frames: 30, seconds: 1, width: 1280, height: 720, band: null });
    // The stage fills the picture but for a letterbox of a pixel or two, as it always did.
    expect(r.stage).toMatchObject({ x: 0, width: 1280 });
    expect([r.stage.y, r.stage.height]).toEqual([expect.closeTo(1.6, 6), expect.closeTo(716.8, 6)]);
    const bytes = r.bytes!;
    // The file, read by mediabunny's demuxer: a WebM of 30 frames of 1280×720.
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    expect((await input.getFormat()).name).toBe('WebM');
    const track = (await input.getPrimaryVideoTrack())!;
    expect(['vp9', 'vp8']).toContain(track.codec);
    expect([track.displayWidth, track.displayHeight]).toEqual([1280, 720]);
    expect((await track.computePacketStats()).packetCount).toBe(30);
    expect(await input.computeDuration()).toBeCloseTo(1, 2);

    // Frame 18 (halfway into it, so that rounding lands on it), and the stage without its letterbox.
    const frame = await crop(page, await webmFrame(page, bytes, AT + 1 / 60), r.stage);
    const same = await differs(page, frame, await stageShot(browser, page, FROM + AT, 1280));
    const later = await differs(page, frame, await stageShot(browser, page, FROM + AT + 0.3, 1280));
    console.log(
      `WebM frame vs ?step&t: ${(same * 100).toFixed(2)}% of 8×8 blocks differ; 0.3 s later: ${(later * 100).toFixed(2)}%`,
    );
    // The tolerance tells moments apart: a frame 0.3 s off is outside it.
    expect(same).toBeLessThan(0.01);
    expect(later).toBeGreaterThan(0.01);
  });

  test('with captions, the default, a 720p WebM frame is the frame without them, smaller, above a band that says the step and its Now: sentence in 18 px text or more', async ({
    page,
  }) => {
    const r = await oneSecond(page, 'webm');
    expect(r).toMatchObject({ frames: 30, width: 1280, height: 720 });
    const band = r.band!;
    expect(band).toMatchObject({ x: 0, width: 1280 });
    expect(band.y + band.height).toBe(720);
    // The stage is drawn smaller to make room, whole, above the band.
    expect(r.stage.y + r.stage.height).toBeLessThanOrEqual(band.y);
    const picture = await webmFrame(page, r.bytes!, AT + 1 / 60);
    const stage = await crop(page, picture, r.stage);
    // Against the frame without captions at the stage's size: the same drawing on the same pixel
    // grid, which a screenshot of the page at that size is not (it sits a fraction of a pixel
    // off, more than the tolerance allows for).
    const same = await differs(page, stage, await plainFrame(page, FROM + AT, r.stage.width));
    const later = await differs(page, stage, await plainFrame(page, FROM + AT + 0.3, r.stage.width));
    console.log(
      `captioned WebM: stage ${r.stage.width}×${r.stage.height}, band ${band.height} px; stage vs the frame without captions: ${(same * 100).toFixed(2)}% of blocks differ, 0.3 s later ${(later * 100).toFixed(2)}%`,
    );
    expect(same).toBeLessThan(0.01);
    expect(later).toBeGreaterThan(0.01);

    // The band's words are the page's own at that position.
    const p = { step: 1, t: FROM + AT } as const;
    expect(await pageCaption(page, p)).toEqual(captionAt(p));
    // In the player's colours, with text in them: the step's count in the accent colour above
    // the sentence's lines, every line's ink at least 18 px from its top to its bottom, and no
    // ink past the band's margins.
    const colours = await captionColours(page);
    const read = await readBand(page, picture, band, colours);
    const heights = read.lines.map((l) => l.height);
    console.log(`720p WebM band: text lines ${heights.join(', ')} px tall (step, then the sentence)`);
    expect(read.paper.every((v, i) => Math.abs(v - colours.paper[i]!) <= 4)).toBe(true);
    expect(read.ink).toBeGreaterThan(500);
    expect(read.accent).toBeGreaterThan(100);
    expect(read.lines.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(18);
    const m = bandMetrics(1280);
    expect(read.left).toBeGreaterThanOrEqual(m.pad - 1);
    expect(read.right).toBeLessThanOrEqual(1280 - m.pad);
    expect(read.lines.at(-1)!.top + read.lines.at(-1)!.height).toBeLessThan(read.bottom);
  });

  test('one second of step 1 as a GIF: 15 frames at 15 fps; without captions 960×538 as before, with them the same stage above a band', async ({
    browser,
    page,
  }) => {
    const plain = await oneSecond(page, 'gif', false);
    expect(plain).toMatchObject({ frames: 15, width: 960, height: 538, band: null });
    const captioned = await oneSecond(page, 'gif');
    const band = captioned.band!;
    expect(captioned).toMatchObject({
      frames: 15,
      width: 960,
      height: 538 + band.height,
      stage: plain.stage,
    });
    for (const r of [plain, captioned]) {
      const gif = new GifReader(new Uint8Array(r.bytes!));
      expect([gif.width, gif.height, gif.numFrames(), gif.loopCount()]).toEqual([960, r.height, 15, 0]);
      const delays = Array.from({ length: 15 }, (_, k) => gif.frameInfo(k).delay);
      expect(delays.reduce((a, b) => a + b)).toBe(100);
    }
    const frame = await gifFrame(page, plain.bytes!, AT * 15);
    const shot = await stageShot(browser, page, FROM + AT, 960);
    const same = await differs(page, frame, shot);
    // The captioned frame above its band: the uncaptioned frame, and so what ?step&t shows.
    const above = { x: 0, y: 0, width: plain.width, height: plain.height };
    const stage = await crop(page, await gifFrame(page, captioned.bytes!, AT * 15), above);
    const asBefore = await differs(page, stage, frame);
    const asPage = await differs(page, stage, shot);
    console.log(
      `GIF frame vs ?step&t: ${(same * 100).toFixed(2)}% of 8×8 blocks differ; captioned frame's stage vs uncaptioned: ${(asBefore * 100).toFixed(2)}%, vs ?step&t: ${(asPage * 100).toFixed(2)}%`,
    );
    // A GIF has 255 colours: a pale fill may come out a shade off.
    expect(same).toBeLessThan(0.02);
    expect(asBefore).toBeLessThan(0.02);
    expect(asPage).toBeLessThan(0.02);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a GIF's caption band follows the Now: sentence from frame to frame, in the ${theme} theme's colours`, async ({
      page,
    }) => {
      // Step 1 says its second sentence at 1 s: frames either side of it.
      const [from, to] = [0.6, 1.4];
      await page.goto(`./?step=1&theme=${theme}`);
      await untilDrawn(page);
      const r = await renderInPage(page, { format: 'gif', step: 1, from, to, theme });
      const band = r.band!;
      const colours = await captionColours(page);
      const before = { step: 1, t: from + 2 / 15 } as const;
      const after = { step: 1, t: from + 10 / 15 } as const;
      const [first, second, third] = await Promise.all(
        [2, 4, 10].map(async (k) => crop(page, await gifFrame(page, r.bytes!, k), band)),
      );
      // The same words draw the same band; the next sentence draws another.
      expect(await differs(page, first!, second!)).toBe(0);
      expect(await differs(page, first!, third!)).toBeGreaterThan(0.01);
      const bandBox = { ...band, y: 0 };
      const [early, late] = [
        await readBand(page, first!, bandBox, colours),
        await readBand(page, third!, bandBox, colours),
      ];
      for (const read of [early, late]) {
        expect(read.paper.every((v, i) => Math.abs(v - colours.paper[i]!) <= 6)).toBe(true);
        expect(read.ink).toBeGreaterThan(300);
        expect(read.accent).toBeGreaterThan(50);
        expect(read.right).toBeLessThanOrEqual(960 - bandMetrics(960).pad);
      }
      // The first sentence is the longer one and wraps onto one more line, inside the band.
      expect(early.lines.length).toBe(late.lines.length + 1);
      const page2 = await pageCaption(page, before);
      expect(page2).toEqual(captionAt(before));
      expect(await pageCaption(page, after)).toEqual(captionAt(after));
      expect(page2.now).not.toBe(captionAt(after).now);
    });
  }

  test('"Download video" shows its progress, and Cancel stops it with the reader’s player where it was', async ({
    page,
  }) => {
    await page.goto('./?step=2&t=3');
    await untilDrawn(page);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByRole('button', { name: 'Present & share' }).click();
    await page.getByRole('radio', { name: 'this step' }).check();
    await page.getByRole('button', { name: 'Download video' }).click();
    const bar = page.getByRole('progressbar', { name: 'Rendering video' });
    await expect(bar).toHaveAttribute('aria-valuetext', /^frame ([1-9]\d*) of 315$/);
    await expect.poll(() => bar.evaluate((p: HTMLProgressElement) => p.value)).toBeGreaterThan(0);
    // The reader's player answers meanwhile, and has not moved.
    const c = controls(page);
    await expect(c.stepCount).toHaveText('Step 2 of 5');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(bar).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Rendering cancelled.' })).toBeVisible();
    await expect(page.locator('.export-stage')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('?step=2&t=3');
    expect(downloads).toEqual([]);
  });

  test('"Download GIF" saves this step as a GIF, captioned unless "with captions" is unticked', async ({
    page,
  }) => {
    await page.goto('./?step=3');
    await untilDrawn(page);
    const menu = page.getByRole('button', { name: 'Present & share' });
    const captions = page.getByRole('checkbox', { name: 'with captions' });
    const download = async () => {
      await menu.click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download GIF' }).click(),
      ]);
      expect(file.suggestedFilename()).toBe('lb-straight-to-pods-step-3.gif');
      await expect(
        page.getByRole('status').filter({ hasText: /^Saved lb-straight-to-pods-step-3\.gif/ }),
      ).toBeVisible();
      return readFileSync((await file.path())!);
    };
    await menu.click();
    await expect(captions).toBeChecked();
    await menu.click();
    const captioned = await download();
    await menu.click();
    await captions.uncheck();
    await menu.click();
    const plain = await download();
    const [a, b] = [captioned, plain].map((bytes) => new GifReader(new Uint8Array(bytes)));
    // 7.5 s at 15 fps; without captions the frames are the stage alone, as they always were.
    expect([b!.width, b!.height, b!.numFrames()]).toEqual([960, 538, 113]);
    expect([a!.width, a!.numFrames()]).toEqual([960, 113]);
    expect(a!.height).toBeGreaterThan(538 + 2 * bandMetrics(960).now.line);
    // Frame 60: the captioned frame is the plain one above its band, which holds the step's words.
    const frame = await gifFrame(page, captioned, 60);
    const stage = { x: 0, y: 0, width: 960, height: 538 };
    expect(await differs(page, await crop(page, frame, stage), await gifFrame(page, plain, 60))).toBeLessThan(
      0.02,
    );
    const band = { x: 0, y: 538, width: 960, height: a!.height - 538 };
    const read = await readBand(page, frame, band, await captionColours(page));
    expect(read.ink).toBeGreaterThan(300);
    expect(read.accent).toBeGreaterThan(50);
  });

  test('a browser without WebCodecs is told so and offered the GIF, and gets no file', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { VideoEncoder?: unknown }).VideoEncoder;
    });
    await page.goto('./?step=1');
    await untilDrawn(page);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByRole('button', { name: 'Present & share' }).click();
    await page.getByRole('button', { name: 'Download video' }).click();
    await expect(page.getByRole('status')).toHaveText(/cannot make a video.*Download GIF works here/);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Present & share' }).click();
    await expect(page.getByRole('button', { name: 'Download GIF' })).toBeEnabled();
    expect(downloads).toEqual([]);
  });

  test('under the strict Content-Security-Policy, video and GIF render with no violation', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as never as { violations: string[] }).violations = []);
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(`${CSP_SITE}/?step=1`);
    await untilDrawn(page);
    for (const format of ['webm', 'gif'] as const) {
      const r = await renderInPage(page, { format, step: 1, from: 0, to: 0.2 });
      expect(r.bytes!.length).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => (window as never as { violations: string[] }).violations)).toEqual([]);
  });
});
