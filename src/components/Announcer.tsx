import { useEffect, useState } from 'react';
import { usePlayerStore } from '../store/context';
import { announcement, stepWords } from '../store/announce';

/** Tells a screen reader what changed: the step, playing or not and why, speed, the view. */
export function Announcer() {
  const store = usePlayerStore();
  const [words, setWords] = useState(() => stepWords(store.getState().step));
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        const said = announcement(prev, next);
        // A live region says nothing when given the words it holds: the same words again
        // (Previous back to the start of the step it opened on) end in a no-break space,
        // which no screen reader speaks.
        if (said) setWords((was) => (was === said ? `${said}\u00a0` : said));
      }),
    [store],
  );
  return (
    <p className="visually-hidden" aria-live="polite">
      {words}
    </p>
  );
}
