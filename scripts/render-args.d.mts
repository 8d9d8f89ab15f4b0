export const USAGE: string;
export const FORMATS: readonly string[];
export const STEPS: number;
export interface RenderArgs {
  format: 'webm' | 'gif' | 'png';
  out: string;
  theme: 'light' | 'dark';
  captions: boolean;
  step?: number;
  width?: number;
}
export function parseRenderArgs(argv: string[]): { help: true } | { error: string } | { options: RenderArgs };
