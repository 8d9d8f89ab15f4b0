import { useEffect, useId, useRef } from 'react';
import { usePlayer } from '../store/context';

const SHORTCUTS: readonly (readonly [string, string])[] = [
  ['Space', 'Play or pause'],
  ['← / →', 'Previous / next step; with pause at each step, Next first plays a step not begun'],
  ['Page Up / Page Down', 'The same, for a presenter’s clicker; in the presenter view, whatever has focus'],
  ['Home', 'Restart'],
  ['1 – 5', 'Go to that step'],
  ['< / >', 'Slower / faster'],
  ['F', 'Presenter view (Esc leaves it)'],
  ['S', 'On the page: the speaker view, a second window kept in step with this one'],
  ['B or .', 'In the presenter view: blank the screen; any key shows it again'],
  ['?', 'This list'],
  ['On the scrubber: ← / →', '0.5 s back / on'],
  ['On the scrubber: Page Up / Page Down', 'A step on / back'],
];

/** The shortcuts, in a modal dialog the browser keeps focus in and closes with Esc. */
export function HelpDialog() {
  const setShowHelp = usePlayer((p) => p.setShowHelp);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Mounted only while showHelp is on (see Player), so it opens when it mounts.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="help" aria-labelledby={titleId} onClose={() => setShowHelp(false)}>
      {/* Close first, beside the heading: the browser focuses it as the dialog opens, and last
          it scrolled a short screen's dialog to its end, its heading out of view. */}
      <div className="help-head">
        <h2 id={titleId}>Keyboard shortcuts</h2>
        {/* Closed as Esc closes it, so focus goes back to where it was, not to the page's body. */}
        <button type="button" className="close" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      <p>They work while the animation has focus (on its own page: also while nothing else has).</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(([key, does]) => (
            <tr key={key}>
              <th scope="row">
                <kbd>{key}</kbd>
              </th>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}
