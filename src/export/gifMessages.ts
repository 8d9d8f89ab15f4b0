// What the page and the GIF worker say to each other. Pixels travel as transferred buffers.

export type GifRequest =
  | { type: 'sample'; rgba: ArrayBuffer }
  | { type: 'frame'; rgba: ArrayBuffer; width: number; height: number; delay: number }
  | { type: 'finish' };

export type GifReply =
  { type: 'ok' } | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };
