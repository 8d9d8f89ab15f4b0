import type { Encoder } from './encoder';
import type { GifReply, GifRequest } from './gifMessages';
import { gifDelay } from './recording';

/** Frames sent ahead of the worker: enough to keep both busy, few enough to hold little memory. */
const AHEAD = 2;

/**
 * A GIF encoder in a worker (a file of the site, so a strict CSP's script-src 'self' allows it).
 * Frames go over as pixels; the page draws the next while the worker encodes the last.
 */
export function gifEncoder(width: number, height: number, fps: number): Encoder {
  const worker = new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' });
  // One answer per request, in order.
  const waiting: { done: (r: GifReply) => void; fail: (e: Error) => void }[] = [];
  let broken: Error | null = null;
  const failAll = (error: Error) => {
    broken = error;
    for (const w of waiting.splice(0)) w.fail(error);
  };
  worker.onmessage = (e: MessageEvent<GifReply>) => {
    const r = e.data;
    if (r.type === 'error') failAll(new Error(`The GIF could not be encoded: ${r.message}`));
    else waiting.shift()?.done(r);
  };
  worker.onerror = () => failAll(new Error('The GIF encoder could not start.'));
  const send = (m: GifRequest, transfer: Transferable[] = []) =>
    new Promise<GifReply>((done, fail) => {
      if (broken) return fail(broken);
      waiting.push({ done, fail });
      worker.postMessage(m, transfer);
    });
  const pixels = (canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2D canvas');
    return ctx.getImageData(0, 0, width, height).data.buffer as ArrayBuffer;
  };
  let inFlight: Promise<GifReply>[] = [];
  return {
    async sample(canvas) {
      const rgba = pixels(canvas);
      await send({ type: 'sample', rgba }, [rgba]);
    },
    async add(canvas, k) {
      const rgba = pixels(canvas);
      const sent = send({ type: 'frame', rgba, width, height, delay: gifDelay(k, fps) }, [rgba]);
      // Awaited below or in finish; a cancel in between must not leave it unhandled.
      sent.catch(() => {});
      inFlight.push(sent);
      if (inFlight.length > AHEAD) await inFlight.shift();
    },
    async finish() {
      await Promise.all(inFlight);
      inFlight = [];
      const r = await send({ type: 'finish' });
      if (r.type !== 'done') throw new Error('The GIF encoder did not finish.');
      return { blob: new Blob([r.bytes], { type: 'image/gif' }) };
    },
    close() {
      // Ends the worker and the frames it holds, finished or not.
      worker.terminate();
      failAll(new Error('The GIF encoder was closed.'));
    },
  };
}
