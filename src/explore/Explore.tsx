import { useEffect, useRef } from 'react';
import { startClock } from '../store/clock';
import { LANES, type ExploreStore } from '../store/explore';
import { ExploreProvider, useExplore } from '../store/exploreContext';
import { ExploreControls } from './ExploreControls';
import { LaneView } from './LaneView';

function Lanes() {
  const compare = useExplore((e) => e.compare);
  return (
    <div className={compare ? 'lanes compare' : 'lanes'}>
      {(compare ? LANES : LANES.slice(0, 1)).map((lane) => (
        <LaneView key={lane} lane={lane} named={compare} />
      ))}
    </div>
  );
}

/**
 * The what-if explorer: a configuration (or two, side by side) routed through the same model as
 * the five steps, on one clock.
 */
export function Explore({ store }: { store: ExploreStore }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => startClock(store, root.current), [store]);
  return (
    <ExploreProvider store={store}>
      <div className="explore" ref={root} role="region" aria-label="What-if explorer">
        <ExploreControls />
        <Lanes />
      </div>
    </ExploreProvider>
  );
}
