// What renderStory and its encoders share.

/** An encoder as renderStory drives it: frames in order on one canvas, then the file. */
export interface Encoder {
  /** Colours of a few frames, before the first frame, for encoders that want a palette. */
  sample?(canvas: HTMLCanvasElement): Promise<void>;
  add(canvas: HTMLCanvasElement, k: number): Promise<void>;
  finish(): Promise<{ blob: Blob | null; codec?: string }>;
  /** Stops and lets go of everything it holds; safe to call at any time, and more than once. */
  close(): void;
}

/** A reason to stop that a reader gave, not a fault: the caller says "cancelled", not "failed". */
export class Cancelled extends Error {
  constructor() {
    super('Rendering was cancelled.');
    this.name = 'Cancelled';
  }
}

/** The browser cannot make this format: said in words a reader can act on. */
export class Unsupported extends Error {
  override name = 'Unsupported';
}
