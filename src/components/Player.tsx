import { useEffect, useId, useRef } from 'react';
import { STEP_COUNT, compiledStep } from '../model/scene';
import { usePlayer, usePlayerStore } from '../store/context';
import { startClock } from '../store/clock';
import { CaptionPanel } from './CaptionPanel';
import { Controls } from './Controls';
import { Ledger } from './Ledger';
import { ObjectPanels } from './ObjectPanels';
import { PresentShare } from './PresentShare';
import { Stage } from './stage/Stage';
import { Timeline } from './Timeline';
import { useKeyboard } from './useKeyboard';
import { usePresenter } from './usePresenter';

/** A short text alternative of the stage; the caption panel beside it says the rest. */
function StageLabel({ id }: { id: string }) {
  const step = usePlayer((p) => p.step);
  return (
    <span id={id} hidden>
      {`Diagram, step ${step} of ${STEP_COUNT}: ${compiledStep(step).spec.name}`}
    </span>
  );
}

export function Player() {
  const store = usePlayerStore();
  const root = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const presenting = usePlayer((p) => p.presenting);
  useEffect(() => startClock(store), [store]);
  useKeyboard(store, root);
  usePresenter(store, root);
  return (
    <div
      className={presenting ? 'player presenting' : 'player'}
      ref={root}
      role="region"
      aria-label="Animation"
    >
      <div className="stage-column">
        <StageLabel id={labelId} />
        <div className="stage-frame">
          <Stage labelId={labelId} />
        </div>
        <Timeline />
        <div className="control-row">
          <Controls />
          <PresentShare root={root} />
        </div>
      </div>
      <aside className="side" aria-label="Current step">
        <CaptionPanel />
        <Ledger />
      </aside>
      <ObjectPanels />
    </div>
  );
}
