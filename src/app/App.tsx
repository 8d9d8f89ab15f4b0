import { lazy, Suspense, useRef, useState } from 'react';
import { ThemedRoot } from '../player/ThemedRoot';
import { Player } from '../player/Player';
import { StepList } from '../player/StepList';
import { stillNow } from '../hooks/useStill';
import { useChunk } from '../hooks/useChunk';
import { ExplorerLoader } from '../embed/ExplorerLoader';
import { LEDE, PLAY_HEADING, PLAY_SUBTITLE, TITLE } from '../model/seedText';
import type { Params } from '../model/params';
import { PlayerProvider } from '../store/context';
import { createPlayerStore, type PlayerStore } from '../store/player';
import { createHostTransport, type HostTransport } from '../store/transport';
import { EmbedFrame } from './EmbedFrame';
import { SPEAKER_PARTS } from './speakerParts';
import { useTalk } from './useTalk';
import { useUrlSync } from './useUrlSync';

// The handout is a page of its own (?view=handout), opened to print: its code is not in the
// page's first download.
const Handout = lazy(() => import('./Handout.lazy').then((m) => ({ default: m.Handout })));
// So is the speaker view (?view=speaker), the presenter's second window, drawn the moment its
// code is here (useChunk), as the shortcuts dialog is.
const loadSpeakerView = () => import('./SpeakerView.lazy');

function SpeakerPage() {
  const chunk = useChunk(loadSpeakerView);
  return (
    <ThemedRoot className="page-root">
      {chunk instanceof Error ? (
        <p className="fallback">The speaker view could not be loaded. Reload the window to try again.</p>
      ) : (
        chunk && <chunk.SpeakerView {...SPEAKER_PARTS} />
      )}
    </ThemedRoot>
  );
}

function ExplorePage({ host, params }: { host: HostTransport; params: Params }) {
  return (
    <ThemedRoot className="page-root">
      <main className="page">
        <header className="intro">
          <h1>What if…?</h1>
          <p className="lede">
            Change the cluster and the balancer, and the same network model as the story routes the connection
            again: where it lands, which Nodes it crosses, who rewrites it and what the Pod sees. Compare two
            configurations side by side on one clock.
          </p>
          <p>
            <a href="./">Back to the story: {TITLE}</a>
          </p>
        </header>
        {/* The what-if explorer (?view=explore) likewise comes with its own code. */}
        <ExplorerLoader host={host} options={params} page />
      </main>
    </ThemedRoot>
  );
}

function Page({ store }: { store: PlayerStore }) {
  useUrlSync(store);
  const speakerView = useTalk(store);
  const playSection = useRef<HTMLElement>(null);
  // "Play from step N" is pressed below the player: it plays where the reader can see it (a
  // stage scrolled out of view does not even run its clock).
  const showPlayer = () => {
    const section = playSection.current;
    const stage = section?.querySelector('svg.stage');
    const box = stage?.getBoundingClientRect();
    if (!section || !stage || !box || (box.top >= 0 && box.bottom <= window.innerHeight)) return;
    const still = stillNow(store.getState().reduceMotion);
    // The whole section where it fits (heading, stage, controls), else the stage itself: on a
    // short screen the section's top cut the stage's bottom off.
    const fits = section.getBoundingClientRect().height <= window.innerHeight;
    (fits ? section : stage).scrollIntoView({
      block: fits || box.height > window.innerHeight ? 'start' : 'center',
      behavior: still ? 'instant' : 'smooth',
    });
  };
  return (
    <ThemedRoot className="page-root">
      <main className="page">
        <header className="intro">
          <h1>{TITLE}</h1>
          <p className="lede">{LEDE}</p>
        </header>
        <section aria-labelledby="play-heading" ref={playSection}>
          <div className="play-heading">
            <h2 id="play-heading">{PLAY_HEADING}</h2>
            <p className="sub">{PLAY_SUBTITLE}</p>
          </div>
          <Player speakerView={speakerView} />
        </section>
        <StepList onPlay={showPlayer} />
      </main>
    </ThemedRoot>
  );
}

/** The whole site: the page, the handout, or (in an iframe) the embed. */
export function App({ params }: { params: Params }) {
  // One store per mounted instance: two players on a page never share a position.
  const [store] = useState(() =>
    createPlayerStore({
      step: params.step,
      t: params.t,
      playing: params.autoplay,
      speed: params.speed,
      theme: params.theme,
      showReply: params.reply,
      // A speaker view runs a talk, which waits at each step's end as the presenter view does,
      // before it has heard the talk's own settings too.
      ...(params.view === 'speaker' ? { pauseAtSteps: true } : {}),
    }),
  );
  const [host] = useState(() => createHostTransport(store));
  return (
    <PlayerProvider store={store}>
      {params.view === 'handout' ? (
        <ThemedRoot className="page-root">
          <Suspense fallback={null}>
            <Handout />
          </Suspense>
        </ThemedRoot>
      ) : params.view === 'speaker' && !params.embed ? (
        <SpeakerPage />
      ) : params.view === 'explore' && !params.embed ? (
        <ExplorePage host={host} params={params} />
      ) : params.embed ? (
        <EmbedFrame store={store} host={host} params={params} />
      ) : (
        <Page store={store} />
      )}
    </PlayerProvider>
  );
}
