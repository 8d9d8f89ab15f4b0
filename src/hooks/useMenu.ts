import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A menu behind a button that closes as a reader expects one to: with Esc, on a press anywhere
 * else, on tabbing out of it, and once one of its actions is chosen; focus then goes back to its
 * button, not to the page's start. Spread `box` on the element that holds button and menu.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (action: () => unknown) => {
    close();
    void action();
  };
  // Only when focus lands somewhere else: a browser that does not focus buttons on click
  // (Safari) blurs to nothing as an item is pressed.
  const onBlur = (e: FocusEvent) => {
    if (open && e.relatedTarget instanceof Node && !box.current?.contains(e.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    // Handled: the player's own Esc (leaving the presenter view) waits for the next one.
    e.preventDefault();
    close();
  };
  useEffect(() => {
    if (!open) return;
    // composedPath, as the player may live in a shadow root, whose events the document sees
    // as coming from its host.
    const onPress = (e: PointerEvent) => {
      if (box.current && !e.composedPath().includes(box.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [open]);
  return {
    open,
    id,
    choose,
    box: { ref: box, onKeyDown, onBlur },
    button: {
      ref: toggle,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen(!open),
    },
  };
}
