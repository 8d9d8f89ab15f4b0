import type { Position } from '../model/timeline';

/** Time in a URL: a tenth of a second is as close as a reader can tell frames apart. */
export const urlSeconds = (t: number): string => String(Math.round(t * 10) / 10);

/** The address of a moment: this page's URL with step and t set, everything else kept. */
export function linkTo(p: Position, base: string): string {
  const url = new URL(base);
  url.searchParams.set('step', String(p.step));
  if (p.t > 0) url.searchParams.set('t', urlSeconds(p.t));
  else url.searchParams.delete('t');
  return url.toString();
}
