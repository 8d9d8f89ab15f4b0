import { useState } from 'react';
import { Ledger } from '../player/Ledger';
import { ObjectPanels } from '../player/ObjectPanels';
import { ErrorBoundary } from '../player/ErrorBoundary';
import { Stage } from '../stage/Stage';
import { LEDE, TITLE } from '../model/seedText';
import { stepChanges } from '../model/changes';
import { stepCountWords } from '../model/caption';
import { compiledStep } from '../model/position';
import { toldInStep } from '../model/transcript.lazy';
import { secondsText, tenthsOf } from '../player/seconds';
import { STEPS, type StepNumber } from '../model/steps';
import { PlayerProvider } from '../store/context';
import { createPlayerStore } from '../store/player';

/** The moment of each step a printed figure shows: where its point is made. */
export const HANDOUT_MOMENTS: Readonly<Record<StepNumber, number>> = {
  1: 4.5, // at Node-2, both rewrites shown
  2: 6.4, // the group replaced: the listener on the ip group, its new target probed
  3: 4.5, // between Node-1 and web-1, still addressed to the Pod
  4: 14, // web-2's target registered, its first probe on the way; web-1's draining
  5: 6, // the field false, 31000 still open
};

function HandoutStep({ n }: { n: StepNumber }) {
  // Each figure is its own player, frozen at its moment: no clock runs here.
  // On paper the reply is part of the story: its table is shown wherever the step has one.
  const [store] = useState(() => createPlayerStore({ step: n, t: HANDOUT_MOMENTS[n], showReply: true }));
  const spec = compiledStep(n).spec;
  const changes = stepChanges(n);
  const told = toldInStep(n);
  // Steps 2 and 4 tell about a thousand characters and more, the others under four hundred.
  const long = told.reduce((chars, line) => chars + line.says.length, 0) > 600;
  const labelId = `handout-step-${n}`;
  return (
    <PlayerProvider store={store}>
      <article className="handout-step" aria-labelledby={`${labelId}-h`}>
        <h2 id={`${labelId}-h`}>
          {stepCountWords(n)}: {spec.name}
          <span className="at"> — at {HANDOUT_MOMENTS[n]} s</span>
        </h2>
        <div className={long ? 'handout-body long-story' : 'handout-body'}>
          <figure>
            <span id={labelId} hidden>{`Diagram of step ${n} at ${HANDOUT_MOMENTS[n]} s`}</span>
            <ErrorBoundary what="The diagram">
              <Stage labelId={labelId} />
            </ErrorBoundary>
          </figure>
          <div className="handout-text">
            <p className="caption">{spec.caption}</p>
            <section aria-label={`Step ${n}: what this step changes`}>
              <h3>What this step changes</h3>
              {changes.length === 0 ? (
                <p className="muted">No object changes: only packets travel.</p>
              ) : (
                <ul className="changes">
                  {changes.map((c) => (
                    <li key={c.field}>
                      {c.field}: <code>{c.before}</code> → <code>{c.after}</code>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label={`Step ${n}: what happens, in order`}>
              <h3>What happens, in order</h3>
              <ol className="told">
                {told.map((line, i) => (
                  <li key={i}>
                    <span className="at">{secondsText(tenthsOf(line.at))}</span> {line.says}
                  </li>
                ))}
              </ol>
            </section>
          </div>
          <div className="handout-ledger">
            <Ledger name={`Step ${n}: packet ledger`} />
          </div>
        </div>
        <div className="handout-objects">
          <ObjectPanels within={`Step ${n}`} />
        </div>
      </article>
    </PlayerProvider>
  );
}

/** All five steps as static figures, for reading on paper: one step per printed page. */
export function Handout() {
  return (
    <main className="handout">
      <header className="handout-intro">
        <h1>{TITLE}</h1>
        <p className="lede">{LEDE}</p>
        <p className="no-print">
          <a href="./">Back to the animation</a> ·{' '}
          <button type="button" onClick={() => window.print()}>
            Print
          </button>
        </p>
      </header>
      {STEPS.map((s) => (
        <HandoutStep key={s.n} n={s.n} />
      ))}
    </main>
  );
}
