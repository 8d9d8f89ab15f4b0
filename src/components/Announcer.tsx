import { useEffect, useRef, useState } from 'react';
import { usePlayerStore } from '../store/context';
import { announcement, stepWords } from '../store/announce';

/** Tells a screen reader what changed: the step, playing or not and why, speed, the view. */
export function Announcer() {
  const store = usePlayerStore();
  const region = useRef<HTMLParagraphElement>(null);
  const [words, setWords] = useState(() => stepWords(store.getState().step));
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        const said = announcement(prev, next);
        // A speed chosen in the speed list is said by the list, which has focus: said here too,
        // a screen reader spoke it twice. Its shortcuts (< and >) still need the words. The
        // player may be in a shadow root, whose focus its document does not show.
        const root = region.current?.getRootNode() as Document | ShadowRoot | undefined;
        if (next.speed !== prev.speed && root?.activeElement?.closest('.speed')) return;
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
