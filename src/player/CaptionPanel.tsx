import { useMemo } from 'react';
import { NOW_LABEL, nowWords, stepCountWords } from '../model/caption';
import { sayingsOf } from '../model/scene';
import { compiledStep } from '../model/position';
import type { CompiledStep } from '../model/timeline';
import { waitingWords } from '../store/announce';
import { usePlayer, useScene } from '../store/context';
import { keptForSize } from './keptForSize';
import { NAME_BREAKS, WithBreaks } from './WithBreaks';

/**
 * By characters, a guess at the most lines: a shorter sentence with a long address in it may take
 * one more at some width (step 3's two, in a column about 200 px wide). Then that sentence makes
 * the cell taller while it shows and the ledger moves, as it did before; nothing overlaps.
 */
const longestOf = (step: CompiledStep) =>
  sayingsOf(step)
    .map(nowWords)
    .reduce((longest, text) => (text.length > longest.length ? text : longest));

function Sentence({ text, copy = false }: { text: string; copy?: boolean }) {
  return (
    <p {...keptForSize(copy)}>
      <span className="now-label">{NOW_LABEL} </span>
      <WithBreaks text={text} at={NAME_BREAKS} />
    </p>
  );
}

/**
 * The sentence of the moment. It shares one cell with a hidden copy of the step's longest,
 * which holds the cell's size: what is under it stays put while the step plays.
 */
export function NowLine({ className = 'now' }: { className?: string }) {
  const step = usePlayer((p) => p.step);
  const said = useScene((s) => s.said);
  const compiled = compiledStep(step);
  // Per step, not per sentence: the line's text changes up to 18 times a step.
  const longest = useMemo(() => longestOf(compiled), [compiled]);
  return (
    <div className={className}>
      <Sentence text={nowWords(said)} />
      <Sentence text={longest} copy />
    </div>
  );
}

export function CaptionPanel() {
  const step = usePlayer((p) => p.step);
  const spec = compiledStep(step).spec;
  // Stopped where only Next goes on (pause at each step, or the end): said on screen too, for a
  // presenter, whose only other sign is the Pause button turning back into Play.
  const waiting = usePlayer(waitingWords);
  return (
    <div className="caption-panel">
      <h3 className="step-name">
        <span className="step-count">{stepCountWords(step)}</span>
        <WithBreaks text={spec.name} at={NAME_BREAKS} />
      </h3>
      <p className="caption">
        <WithBreaks text={spec.caption} at={NAME_BREAKS} />
      </p>
      <NowLine />
      {waiting && (
        <p className="waiting" aria-hidden="true">
          {waiting}
        </p>
      )}
    </div>
  );
}
