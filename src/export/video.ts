import {
  BufferTarget,
  CanvasSource,
  Output,
  QUALITY_HIGH,
  WebMOutputFormat,
  canEncodeVideo,
} from 'mediabunny';
import { Unsupported, type Encoder } from './encoder';
import { hasVideoEncoder } from './load';

/**
 * A WebM encoder: the browser's own VideoEncoder (WebCodecs) fed by mediabunny, which also
 * writes the WebM container. VP9, or VP8 where this browser cannot encode VP9.
 */
export async function videoEncoder(canvas: HTMLCanvasElement, fps: number): Promise<Encoder> {
  const size = { width: canvas.width, height: canvas.height };
  const codec = !hasVideoEncoder()
    ? null
    : (await canEncodeVideo('vp9', size))
      ? 'vp9'
      : (await canEncodeVideo('vp8', size))
        ? 'vp8'
        : null;
  if (!codec) throw new Unsupported('This browser cannot encode video (it lacks WebCodecs VP9 and VP8).');
  const target = new BufferTarget();
  const output = new Output({ format: new WebMOutputFormat(), target });
  // A diagram of flat colours and text: high quality keeps the text sharp for little more size.
  const source = new CanvasSource(canvas, { codec, quality: QUALITY_HIGH });
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  return {
    async add(_canvas, k) {
      // Timestamps from the frame number, not a clock: frame k is at k / fps seconds.
      await source.add(k / fps, 1 / fps);
    },
    async finish() {
      await output.finalize();
      const bytes = target.buffer;
      return { blob: bytes && new Blob([bytes], { type: 'video/webm' }), codec };
    },
    close() {
      // Cancelling a finished output does nothing; an unfinished one drops its encoder and bytes.
      if (output.state !== 'finalized' && output.state !== 'canceled')
        void output.cancel().catch(() => undefined);
    },
  };
}
