import { useId, useMemo } from 'react';
import { ErrorBoundary } from '../player/ErrorBoundary';
import { Ledger } from '../player/Ledger';
import { ObjectPanels } from '../player/ObjectPanels';
import { Stage } from '../stage/Stage';
import { SceneProvider } from '../store/context';
import { laneSource, useExplore, useExploreStore, type LaneIndex } from '../store/explore';
import { ConfigForm } from './ConfigForm';
import { ResultPanel } from './ResultPanel';

const NAMES = ['A', 'B'] as const;

/**
 * One what-if: its configuration, its stage, its result, ledger and objects, all drawn from the
 * lane's own scene on the explorer's one clock.
 */
export function LaneView({ lane, named }: { lane: LaneIndex; named: boolean }) {
  const store = useExploreStore();
  const source = useMemo(() => laneSource(store, lane), [store, lane]);
  const replace = useExplore((e) => e.replace);
  const said = useExplore((e) => e.lanes[lane].scene.said?.says ?? '');
  const first = useExplore((e) => e.cast.first.name);
  const moreNodes = useExplore((e) => e.cast.own?.moreNodes ?? 0);
  const morePods = useExplore((e) => e.cast.own?.morePods ?? 0);
  const headingId = useId();
  const labelId = useId();
  const name = NAMES[lane];
  return (
    <section className="lane" aria-labelledby={headingId}>
      {/* Beside the other lane, each part sits level with the other lane's (player.css): the
          settings, then what they come to, then the stage that shows how. */}
      <div className="lane-head">
        {/* Alone, the lane's heading is for assistive technology: the page's own says what it is. */}
        <h2 id={headingId} className={named ? 'lane-name' : 'visually-hidden'}>
          {named ? name : 'What if'}
        </h2>
        <div className="controls">
          <button type="button" onClick={() => replace(lane)}>
            Replace {first}
          </button>
        </div>
      </div>
      <ConfigForm lane={lane} />
      <ResultPanel lane={lane} within={named ? name : undefined} />
      <SceneProvider source={source}>
        <p id={labelId} className="lane-now" role="status">
          <strong>Now:</strong> {said}
        </p>
        {moreNodes + morePods > 0 && (
          <p className="lane-more muted">
            {`${moreNodes} more ${moreNodes === 1 ? 'Node' : 'Nodes'}, ${morePods} more ${morePods === 1 ? 'Pod' : 'Pods'}, not drawn.`}
          </p>
        )}
        <div className="stage-frame">
          <ErrorBoundary what="The diagram">
            <Stage labelId={labelId} />
          </ErrorBoundary>
        </div>
        <ErrorBoundary what="The packet ledger">
          <Ledger name={named ? `Packet ledger ${name}` : undefined} />
        </ErrorBoundary>
        <ErrorBoundary what="The objects">
          <ObjectPanels within={named ? name : undefined} />
        </ErrorBoundary>
      </SceneProvider>
    </section>
  );
}
