// The GIF's encoder, in a worker so that the page answers a reader while it works: gifenc picks
// a palette (its PnnQuant quantizer) and writes the LZW-compressed frames.
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import type { GifReply, GifRequest } from './gifMessages';

/** The index left for "unchanged since the last frame": 255 colours are drawn, this one is not. */
const UNCHANGED = 255;

let gif: ReturnType<typeof GIFEncoder> | null = null;
let samples: Uint8Array[] = [];
let palette: number[][] = [];
let previous: Uint8Array | null = null;

const reply = (m: GifReply, transfer: Transferable[] = []) => postMessage(m, { transfer });

onmessage = (e: MessageEvent<GifRequest>) => {
  const m = e.data;
  try {
    if (m.type === 'sample') {
      samples.push(new Uint8Array(m.rgba));
      reply({ type: 'ok' });
    } else if (m.type === 'frame') {
      if (!gif) {
        // One palette for the whole GIF, from frames spread over it: a colour that appears
        // later (a packet, a highlight) has its entry, and a pixel that does not change keeps
        // its index, which is what lets the next frames leave it out.
        const all = new Uint8Array(samples.reduce((n, s) => n + s.length, 0));
        samples.reduce((at, s) => (all.set(s, at), at + s.length), 0);
        palette = quantize(all, UNCHANGED);
        while (palette.length <= UNCHANGED) palette.push([0, 0, 0]);
        samples = [];
        gif = GIFEncoder();
      }
      // Only the colours proper: index UNCHANGED means "as before", never a colour.
      const index = applyPalette(new Uint8Array(m.rgba), palette.slice(0, UNCHANGED));
      const before = previous;
      const out = before ? index.map((v, i) => (v === before[i] ? UNCHANGED : v)) : index;
      // A pixel the same as in the frame before is transparent and the frame before stays
      // (disposal 1): a diagram changes little between frames, and runs of one index compress
      // to almost nothing.
      gif.writeFrame(out, m.width, m.height, {
        palette: before ? undefined : palette,
        delay: m.delay,
        transparent: before !== null,
        transparentIndex: UNCHANGED,
        dispose: 1,
      });
      previous = index;
      reply({ type: 'ok' });
    } else {
      if (!gif) throw new Error('a GIF needs a frame');
      gif.finish();
      const bytes = gif.bytes();
      gif = null;
      previous = null;
      reply({ type: 'done', bytes: bytes.buffer as ArrayBuffer }, [bytes.buffer]);
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
