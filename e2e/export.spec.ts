import { readFileSync } from 'node:fs';
import { GifReader } from 'omggif';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import type { Browser, Page } from '@playwright/test';
import { firstTrafficAt } from '../src/model/scene';
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

/** The second of step 1 from FROM, rendered by the page's own exporter. */
async function oneSecond(page: Page, format: 'webm' | 'gif') {
  await page.goto(`./?step=1&${LIGHT}`);
  await untilDrawn(page);
  return renderInPage(page, { format, step: 1, from: FROM, to: FROM + 1, theme: 'light' });
}

test.describe('video and GIF export', () => {
  test('one second of step 1 as a WebM: 30 frames of 1280×720, and a frame is what ?step&t shows', async ({
    browser,
    page,
  }) => {
    const r = await oneSecond(page, 'webm');
    expect(r).toMatchObject({ frames: 30, seconds: 1, width: 1280, height: 720 });
    const bytes = r.bytes!;
    // The file, read by mediabunny's demuxer: a WebM of 30 frames of 1280×720.
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    expect((await input.getFormat()).name).toBe('WebM');
    const track = (await input.getPrimaryVideoTrack())!;
    expect(['vp9', 'vp8']).toContain(track.codec);
    expect([track.displayWidth, track.displayHeight]).toEqual([1280, 720]);
    expect((await track.computePacketStats()).packetCount).toBe(30);
    expect(await input.computeDuration()).toBeCloseTo(1, 2);

    // Frame 18, decoded by the browser's own <video>, and the stage without its letterbox.
    const frame = await page.evaluate(
      async ({ base64, at }) => {
        const video = document.createElement('video');
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        video.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
        video.muted = true;
        await new Promise((done) => video.addEventListener('loadeddata', done, { once: true }));
        // Halfway into the frame, so that rounding lands on it.
        video.currentTime = at;
        await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [1280, 716.8];
        canvas.getContext('2d')!.drawImage(video, 0, 1.6, 1280, 716.8, 0, 0, 1280, 716.8);
        URL.revokeObjectURL(video.src);
        return canvas.toDataURL('image/png');
      },
      { base64: bytes.toString('base64'), at: AT + 1 / 60 },
    );
    const same = await differs(page, frame, await stageShot(browser, page, FROM + AT, 1280));
    const later = await differs(page, frame, await stageShot(browser, page, FROM + AT + 0.3, 1280));
    console.log(
      `WebM frame vs ?step&t: ${(same * 100).toFixed(2)}% of 8×8 blocks differ; 0.3 s later: ${(later * 100).toFixed(2)}%`,
    );
    // The tolerance tells moments apart: a frame 0.3 s off is outside it.
    expect(same).toBeLessThan(0.01);
    expect(later).toBeGreaterThan(0.01);
  });

  test('one second of step 1 as a GIF: 15 frames of 960×538 at 15 fps, and a frame is what ?step&t shows', async ({
    browser,
    page,
  }) => {
    const r = await oneSecond(page, 'gif');
    expect(r).toMatchObject({ frames: 15, width: 960, height: 538 });
    const gif = new GifReader(new Uint8Array(r.bytes!));
    expect([gif.width, gif.height, gif.numFrames(), gif.loopCount()]).toEqual([960, 538, 15, 0]);
    const delays = Array.from({ length: 15 }, (_, k) => gif.frameInfo(k).delay);
    expect(delays.reduce((a, b) => a + b)).toBe(100);
    // Frames after the first draw only what changed: blitted in order, as a viewer shows them.
    const rgba = new Uint8Array(960 * 538 * 4);
    for (let k = 0; k <= AT * 15; k++) gif.decodeAndBlitFrameRGBA(k, rgba);
    const frame = await page.evaluate((base64) => {
      const data = Uint8ClampedArray.from(atob(base64), (c) => c.charCodeAt(0));
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [960, 538];
      canvas.getContext('2d')!.putImageData(new ImageData(data, 960, 538), 0, 0);
      return canvas.toDataURL('image/png');
    }, Buffer.from(rgba).toString('base64'));
    const shot = await stageShot(browser, page, FROM + AT, 960);
    const same = await differs(page, frame, shot);
    console.log(`GIF frame vs ?step&t: ${(same * 100).toFixed(2)}% of 8×8 blocks differ`);
    // A GIF has 255 colours: a pale fill may come out a shade off.
    expect(same).toBeLessThan(0.02);
  });

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

  test('"Download GIF" saves this step as a GIF', async ({ page }) => {
    await page.goto('./?step=3');
    await untilDrawn(page);
    await page.getByRole('button', { name: 'Present & share' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download GIF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lb-straight-to-pods-step-3.gif');
    const gif = new GifReader(new Uint8Array(readFileSync((await download.path())!)));
    // 7.5 s at 15 fps.
    expect([gif.width, gif.height, gif.numFrames()]).toEqual([960, 538, 113]);
    await expect(
      page.getByRole('status').filter({ hasText: /^Saved lb-straight-to-pods-step-3\.gif/ }),
    ).toBeVisible();
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
