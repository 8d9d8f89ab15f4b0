import { LazyMotion } from 'framer-motion';
import { useState } from 'react';
import { Player } from '../components/Player';
import { StepList } from '../components/StepList';
import { LEDE, PLAY_HEADING, PLAY_SUBTITLE, TITLE } from '../model/copy';
import type { View } from '../model/params';
import { PlayerProvider } from '../store/context';
import { createPlayerStore, type PlayerState, type PlayerStore } from '../store/player';
import { Handout } from './Handout';
import { useUrlSync } from './useUrlSync';

// framer-motion's renderer arrives after first paint; until then the stage shows the same
// frame, only without motion.
const loadFeatures = () => import('./motionFeatures').then((m) => m.default);

function Page({ store }: { store: PlayerStore }) {
  useUrlSync(store);
  return (
    <PlayerProvider store={store}>
      <main className="page">
        <header className="intro">
          <h1>{TITLE}</h1>
          <p className="lede">{LEDE}</p>
        </header>
        <section className="play" aria-labelledby="play-heading">
          <div className="play-heading">
            <h2 id="play-heading">{PLAY_HEADING}</h2>
            <p className="sub">{PLAY_SUBTITLE}</p>
          </div>
          <Player />
        </section>
        <StepList />
      </main>
    </PlayerProvider>
  );
}

export function App({ initial, view = 'page' }: { initial: Partial<PlayerState>; view?: View }) {
  // One store per mounted instance: two players on a page never share a position.
  const [store] = useState(() => createPlayerStore(initial));
  return (
    <LazyMotion features={loadFeatures} strict>
      {view === 'handout' ? <Handout /> : <Page store={store} />}
    </LazyMotion>
  );
}
