import { seekError } from '../model/messages';
import { isTheme, isStepNumber } from '../model/settings';
import type { TransportSource } from '../store/transport';

// What the custom element and the React component accept from a host page, checked the same
// way for both: a bad value is ignored with one console warning that names it and what was
// expected, and breaks nothing.

export type Controls = 'full' | 'minimal';

export const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v)).slice(0, 24);

/** Why a host's option is ignored, or null when it is good. `written` is how the host wrote it. */
export function optionError(name: 'step' | 'theme' | 'controls' | 'view', value: unknown, written: string) {
  const ok =
    name === 'step'
      ? typeof value === 'number' && isStepNumber(value)
      : name === 'theme'
        ? isTheme(value)
        : name === 'view'
          ? value === 'player' || value === 'explore'
          : value === 'full' || value === 'minimal';
  if (ok) return null;
  const expected = {
    step: '1 to 5',
    theme: 'light, dark or auto',
    controls: 'full or minimal',
    view: 'player or explore',
  }[name];
  return `ignoring ${written}: expected ${expected}.`;
}

export type View = 'player' | 'explore';

/** The view to show: a bad value gives the player, as the default does. */
export const viewOf = (v: unknown): View => (v === 'explore' ? 'explore' : 'player');

/** The control set to show: a bad value gives the full one, as the default does. */
export const controlsOf = (v: unknown): Controls => (v === 'minimal' ? 'minimal' : 'full');

/** A host's seek(step, t), checked as the iframe's seek message is. */
export function seekFromHost(store: TransportSource, who: string, step: unknown, t: unknown): void {
  const error = seekError(step, t);
  if (error) console.warn(`${who}: ignoring seek(${show(step)}, ${show(t)}): ${error}.`);
  else store.getState().seek(step as number, t as number);
}
