import { durationOf, isStepNumber } from './scene';
import type { StepNumber } from './steps';

// The one validator for what a URL may say. Anything it does not accept is dropped with a
// message the app logs once; nothing a URL says reaches the page unchecked.

export const VIEWS = ['page', 'handout'] as const;
export type View = (typeof VIEWS)[number];

export interface Params {
  readonly step?: StepNumber;
  /** Seconds into the step; only with a valid step. */
  readonly t?: number;
  readonly view?: View;
}

export interface Parsed {
  readonly params: Params;
  readonly warnings: readonly string[];
}

const MAX_SHOWN = 40;

const show = (raw: string) => JSON.stringify(raw.length > MAX_SHOWN ? `${raw.slice(0, MAX_SHOWN)}…` : raw);

export function parseParams(search: string): Parsed {
  const query = new URLSearchParams(search);
  const warnings: string[] = [];
  const params: { step?: StepNumber; t?: number; view?: View } = {};
  const step = query.get('step');
  if (step !== null) {
    const n = /^\d{1,2}$/.test(step) ? Number(step) : NaN;
    if (isStepNumber(n)) params.step = n;
    else warnings.push(`Ignoring step=${show(step)}: expected a whole number from 1 to 5.`);
  }
  const t = query.get('t');
  if (t !== null) {
    const seconds = /^\d{1,3}(\.\d{1,3})?$/.test(t) ? Number(t) : NaN;
    const step = params.step ?? 1;
    if (Number.isFinite(seconds) && seconds <= durationOf(step)) params.t = seconds;
    else
      warnings.push(
        `Ignoring t=${show(t)}: expected seconds from 0 to ${durationOf(step)} into step ${step}.`,
      );
  }
  const view = query.get('view');
  if (view !== null) {
    const known = VIEWS.find((v) => v === view);
    if (known) params.view = known;
    else warnings.push(`Ignoring view=${show(view)}: expected one of ${VIEWS.join(', ')}.`);
  }
  return { params, warnings };
}
