import { useLayoutEffect, type RefObject } from 'react';
import type { PlayerStore } from '../store/player';

/** Where typing belongs to the element, not to the animation's shortcuts. */
function isTextEntry(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * Space, arrows, Home and 1–5, for presenters and keyboard readers. They act while focus is in
 * this player, or while nothing on the page has focus; never inside a text field.
 */
export function useKeyboard(store: PlayerStore, root: RefObject<HTMLElement | null>): void {
  // A layout effect: by the time the player is painted, its shortcuts work.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const active = document.activeElement;
      const inside = !!root.current && !!active && root.current.contains(active);
      const nowhere = !active || active === document.body || active === document.documentElement;
      if (!(inside || nowhere) || isTextEntry(active)) return;
      const p = store.getState();
      switch (e.key) {
        case ' ':
          p.togglePlay();
          break;
        case 'ArrowLeft':
          p.previous();
          break;
        case 'ArrowRight':
          p.next();
          break;
        case 'Home':
          p.restart();
          break;
        default:
          if (/^[1-5]$/.test(e.key)) p.seek(Number(e.key), 0);
          else return;
      }
      // Space on a focused button would also click it: the shortcut is the one action.
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store, root]);
}
