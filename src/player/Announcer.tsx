import { useEffect, useRef, useState } from 'react';
import { usePlayerStore } from '../store/context';
import { announcement, stepWords } from '../store/announce';

/**
 * A speed chosen in the speed list is said by the list, which has focus: said by the live region
 * too, a screen reader spoke it twice. The player may be in a shadow root, whose focus its
 * document does not show, or in a frame whose document keeps its focused element while the
 * host page has the focus (a host's speed message must still be said then).
 */
function speedListHasFocus(region: HTMLElement | null): boolean {
  const root = region?.getRootNode();
  const focused = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
  return !!focused?.closest('.speed') && !!region?.ownerDocument.hasFocus();
}

/** Tells a screen reader what changed: the step, playing or not and why, speed, the view. */
export function Announcer() {
  const store = usePlayerStore();
  const region = useRef<HTMLParagraphElement>(null);
  const [words, setWords] = useState(() => stepWords(store.getState().step));
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        if (next.speed !== prev.speed && speedListHasFocus(region.current)) return;
        const said = announcement(prev, next);
        // A live region says nothing when given the words it holds: the same words again
        // (Previous back to the start of the step it opened on) end in a no-break space,
        // which no screen reader speaks.
        if (said) setWords((was) => (was === said ? `${said}\u00a0` : said));
      }),
    [store],
  );
  return (
    <p ref={region} className="visually-hidden" aria-live="polite">
      {words}
    </p>
  );
}
