import type { Page } from '@playwright/test';

export interface InPageOptions {
  format: 'webm' | 'gif' | 'png';
  step?: number;
  from?: number;
  to?: number;
  reply?: boolean;
  width?: number;
  theme?: 'light' | 'dark' | 'auto';
  reduceMotion?: boolean;
  captions?: boolean;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface InPageResult {
  bytes: Buffer | null;
  frames: number;
  seconds: number;
  width: number;
  height: number;
  codec?: string;
  /** Where the stage's drawing is in the frame, and the caption band, if any. */
  stage: Box;
  band: Box | null;
}

export function exporterChunk(): string;
export function renderInPage(
  page: Page,
  options: InPageOptions,
  hooks?: {
    onProgress?: (done: number, total: number) => void;
    onPng?: (k: number, png: Buffer) => unknown;
  },
): Promise<InPageResult>;
