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

function DetailsToggle() {
  const showDetails = usePlayer((p) => p.showDetails);
  const setShowDetails = usePlayer((p) => p.setShowDetails);
  return (
    <button
      type="button"
      className="details-toggle"
      aria-pressed={showDetails}
      onClick={() => setShowDetails(!showDetails)}
    >
      Ledger and objects
    </button>
  );
}

export interface PlayerProps {
  /** `page`: the full explainer; `embed`: a compact player for someone else's page. */
  readonly variant?: 'page' | 'embed';
  readonly controls?: 'full' | 'minimal';
}

export function Player({ variant = 'page', controls = 'full' }: PlayerProps) {
  const store = usePlayerStore();
  const root = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const presenting = usePlayer((p) => p.presenting);
  const showDetails = usePlayer((p) => p.showDetails);
  const embedded = variant === 'embed';
  const details = !embedded || showDetails;
  useEffect(() => startClock(store, root.current), [store]);
  // On its own page the player takes keys from anywhere; embedded, only while it has focus,
  // so two players on one page never both answer.
  useKeyboard(store, root, { whenNothingFocused: !embedded });
  usePresenter(store, root);
  const classes = [
    'player',
    embedded && 'embedded',
    presenting && 'presenting',
    controls === 'minimal' && 'minimal',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} ref={root} role="region" aria-label="Animation">
      <div className="stage-column">
        <StageLabel id={labelId} />
        <div className="stage-frame">
          <Stage labelId={labelId} />
        </div>
        {controls === 'full' && <Timeline />}
        <div className="control-row">
          <Controls minimal={controls === 'minimal'} />
          {embedded && <DetailsToggle />}
          {controls === 'full' && <PresentShare root={root} sharing={!embedded} />}
        </div>
      </div>
      <aside className="side" aria-label="Current step">
        <CaptionPanel />
        {details && <Ledger />}
      </aside>
      {details && <ObjectPanels />}
    </div>
  );
}
