export const USAGE: string;
export interface RenderArgs {
  format: 'webm' | 'gif' | 'png';
  out: string;
  theme: 'light' | 'dark';
  step?: number;
  width?: number;
}
export function parseRenderArgs(argv: string[]): { help: true } | { error: string } | { options: RenderArgs };
