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
}

export interface InPageResult {
  bytes: Buffer | null;
  frames: number;
  seconds: number;
  width: number;
  height: number;
  codec?: string;
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
