import { useLayoutEffect, type RefObject } from 'react';
import type { PlayerStore } from '../store/player';

const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);
const CLICKER_KEYS = new Set(['PageUp', 'PageDown']);

/** In the presenter view a clicker's keys step the talk, whichever control has focus. */
export const stepsTheTalk = (key: string, presenting: boolean) => presenting && CLICKER_KEYS.has(key);

/**
 * Keys a focused control handles itself. Text fields and selects own every key but Tab and
 * Esc; sliders own the keys that move them; checkboxes own Space. On a button, Space stays the
 * play toggle, so a presenter who clicked "Next step" can still pause with Space. In the
 * presenter view a clicker's PageUp/PageDown always steps, whatever has focus: a presenter
 * cannot see that the speed list has it.
 */
function ownsKey(el: Element | null, key: string, presenting: boolean): boolean {
  if (!el || key === 'Tab' || key === 'Escape') return false;
  if (stepsTheTalk(key, presenting)) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) {
    if (el.type === 'checkbox' || el.type === 'radio') return key === ' ';
    if (el.type === 'range') return SLIDER_KEYS.has(key);
    return !['button', 'submit', 'reset'].includes(el.type);
  }
  return el instanceof HTMLElement && el.isContentEditable;
}

/** The presenter view keeps Tab inside the player, so focus never lands on what it covers. */
function trapTab(e: KeyboardEvent, root: HTMLElement): void {
  const focusable = [
    ...root.querySelectorAll<HTMLElement>('button, [href], input, select, [tabindex="0"]'),
  ].filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = deepActiveElement();
  const outside = !active || !root.contains(active);
  if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

/** The element with focus, looking inside shadow roots (a custom element's player lives in one). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export interface KeyOptions {
  /** Keys act while nothing on the page has focus, too: a player on a page of its own. */
  readonly whenNothingFocused: boolean;
  /** What S does: opens the speaker view. Absent where there is none, as in an embed. */
  readonly openSpeakerView?: () => void;
  /** The talk's keys alone (play, step, jump, speed): the speaker view has no views or dialog. */
  readonly talkOnly?: boolean;
}

/**
 * Space, arrows, Home and 1–5, for presenters and keyboard readers. They act while focus is in
 * this player, or while nothing on the page has focus; never inside a text field, nor while the
 * shortcuts dialog is open.
 */
export function useKeyboard(
  store: PlayerStore,
  root: RefObject<HTMLElement | null>,
  { whenNothingFocused, openSpeakerView, talkOnly = false }: KeyOptions,
): void {
  // A layout effect: by the time the player is painted, its shortcuts work.
  useLayoutEffect(() => {
    // Taken already, or one of the browser's own shortcuts (find, print): not a key for the talk.
    const browsers = (e: KeyboardEvent) => e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey;
    const ours = (active: Element | null) => {
      const inside = !!root.current && !!active && root.current.contains(active);
      const nowhere = !active || active === document.body || active === document.documentElement;
      return inside || (whenNothingFocused && nowhere);
    };
    // A blank screen comes back with any key, as in slide software, and that key does nothing
    // else, not even what the focused control would do with it (the scrubber would move the
    // talk, a checkbox would tick unseen): so it is caught before anything else sees it.
    const onKeyFirst = (e: KeyboardEvent) => {
      if (browsers(e)) return;
      if (!store.getState().blank || ['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return;
      if (!ours(deepActiveElement())) return;
      store.getState().setBlank(false);
      e.preventDefault();
      e.stopPropagation();
    };
    const onKey = (e: KeyboardEvent) => {
      if (browsers(e)) return;
      const active = deepActiveElement();
      const p = store.getState();
      // The shortcuts dialog is modal: its own keys (Tab, Space on Close, Esc) are all there is.
      if (p.showHelp) return;
      if (!ours(active) || ownsKey(active, e.key, p.presenting)) return;
      if (e.key === 'Tab' && p.presenting && root.current) {
        trapTab(e, root.current);
        return;
      }
      switch (e.key) {
        case ' ':
          p.togglePlay();
          break;
        case 'ArrowLeft':
        case 'PageUp': // a presenter's clicker sends PageUp/PageDown
          p.previous();
          break;
        case 'ArrowRight':
        case 'PageDown':
          p.next();
          break;
        case 'Home':
          p.restart();
          break;
        case '<':
          p.slower();
          break;
        case '>':
          p.faster();
          break;
        case 'f':
        case 'F':
          if (talkOnly) return;
          p.setPresenting(!p.presenting);
          break;
        case 's':
        case 'S':
          if (!openSpeakerView) return;
          openSpeakerView();
          break;
        case 'Escape':
          if (!p.presenting) return;
          p.setPresenting(false);
          break;
        case '?':
          if (talkOnly) return;
          p.setShowHelp(true);
          break;
        case 'b':
        case 'B':
        case '.': // a clicker's blank-screen button sends one of these
          if (!p.presenting) return;
          p.setBlank(true);
          break;
        default:
          if (/^[1-5]$/.test(e.key)) p.seek(Number(e.key), 0);
          else return;
      }
      // Space on a focused button would also click it: the shortcut is the one action.
      e.preventDefault();
    };
    document.addEventListener('keydown', onKeyFirst, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKeyFirst, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [store, root, whenNothingFocused, openSpeakerView, talkOnly]);
}
