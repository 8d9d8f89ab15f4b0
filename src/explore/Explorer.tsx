import { useEffect, useRef } from 'react';
import { differenceLine } from '../model/explore/config';
import { startClock } from '../store/clock';
import { TransportProvider } from '../store/context';
import { ExploreProvider, LANES, useExplore, type ExploreStore } from '../store/explore';
import { ExploreControls } from './ExploreControls';
import { LaneView } from './LaneView';
import { OwnService } from './OwnService';

/** Above two lanes, what sets them apart, in one line; the fields themselves say it too. */
function Difference() {
  const line = useExplore((e) => differenceLine(e.lanes[0].config, e.lanes[1].config));
  return (
    <p className="lanes-differ">
      <strong>What differs:</strong> {line}
    </p>
  );
}

function Lanes() {
  const compare = useExplore((e) => e.compare);
  return (
    <>
      {compare && <Difference />}
      <div className={compare ? 'lanes compare' : 'lanes'}>
        {(compare ? LANES : LANES.slice(0, 1)).map((lane) => (
          <LaneView key={lane} lane={lane} named={compare} />
        ))}
      </div>
    </>
  );
}

/**
 * The what-if explorer: a configuration (or two, side by side) routed through the same model as
 * the five steps, on one clock.
 */
export function Explorer({
  store,
  page = false,
  serviceYaml,
}: {
  store: ExploreStore;
  /** On its own page: a link's fragment may carry a reader's Service, and a link can be made. */
  page?: boolean;
  /** A reader's Service as a host gives it: what kubectl prints. */
  serviceYaml?: string | undefined;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => startClock(store, root.current), [store]);
  return (
    <ExploreProvider store={store}>
      <TransportProvider store={store}>
        <div className="explore" ref={root} role="region" aria-label="What-if explorer">
          <ExploreControls />
          <OwnService page={page} serviceYaml={serviceYaml} />
          <Lanes />
        </div>
      </TransportProvider>
    </ExploreProvider>
  );
}
