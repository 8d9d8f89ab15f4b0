import { useEffect, useId, useRef } from 'react';
import { usePlayer, usePlayerStore } from '../store/context';
import { startClock } from '../store/clock';
import { Announcer } from './Announcer';
import { CaptionPanel, NowLine } from './CaptionPanel';
import { Controls } from './Controls';
import { ErrorBoundary } from './ErrorBoundary';
import { Ledger } from './Ledger';
import { ObjectPanels } from './ObjectPanels';
import { PresentShare } from './PresentShare';
import { Stage } from '../stage/Stage';
import { StageText } from '../stage/StageText';
import { Scrubber } from './Scrubber';
import { useKeyboard } from '../hooks/useKeyboard';
import { usePresenter } from '../hooks/usePresenter';
import { useChunk } from '../hooks/useChunk';

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

const loadHelpDialog = () => import('./HelpDialog.lazy');

export interface PlayerProps {
  /** `page`: the full explainer; `embed`: a compact player for someone else's page. */
  readonly variant?: 'page' | 'embed';
  readonly controls?: 'full' | 'minimal';
  /** Opens the speaker view in a second window (S, and an item of Present & share). */
  readonly speakerView?: () => boolean;
}

export function Player({ variant = 'page', controls = 'full', speakerView }: PlayerProps) {
  const store = usePlayerStore();
  const root = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const descriptionId = useId();
  const presenting = usePlayer((p) => p.presenting);
  const showDetails = usePlayer((p) => p.showDetails);
  const showHelp = usePlayer((p) => p.showHelp);
  const blank = usePlayer((p) => p.blank);
  const help = useChunk(loadHelpDialog, showHelp);
  const embedded = variant === 'embed';
  const details = !embedded || showDetails;
  useEffect(() => startClock(store, root.current), [store]);
  // On its own page the player takes keys from anywhere; embedded, only while it has focus,
  // so two players on one page never both answer.
  useKeyboard(store, root, { whenNothingFocused: !embedded, openSpeakerView: speakerView });
  usePresenter(store, root, presenting);
  const classes = [
    'player',
    embedded && 'embedded',
    presenting && 'presenting',
    controls === 'minimal' && 'minimal',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} ref={root} role="region" aria-label="Animation">
      <div className="stage-column">
        <StageText labelId={labelId} descriptionId={descriptionId} />
        <Announcer />
        <div className="stage-frame">
          <ErrorBoundary what="The diagram">
            <Stage labelId={labelId} descriptionId={descriptionId} />
          </ErrorBoundary>
        </div>
        {/* On a narrow player (a phone) the sentence of the moment is read here, under the
            picture it is about, and not in the caption further down (player.css). */}
        <NowLine className="now-bar" />
        {controls === 'full' && <Scrubber />}
        <div className="control-row">
          <Controls minimal={controls === 'minimal'} />
          {embedded && <DetailsToggle />}
          {controls === 'full' && <PresentShare root={root} sharing={!embedded} speakerView={speakerView} />}
        </div>
      </div>
      <aside className="side" aria-label="Current step">
        <CaptionPanel />
        {details && (
          <ErrorBoundary what="The packet ledger">
            <Ledger />
          </ErrorBoundary>
        )}
      </aside>
      {details && (
        <ErrorBoundary what="The objects">
          <ObjectPanels />
        </ErrorBoundary>
      )}
      {showHelp && help && !(help instanceof Error) && <help.HelpDialog />}
      {blank && <div className="blank" aria-hidden="true" />}
    </div>
  );
}
