import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { TITLE } from '../model/seedText';
import { NOTES, type SpeakerNotes } from '../model/notes';
import { STEP_COUNT, compiledStep } from '../model/position';
import { Announcer } from '../player/Announcer';
import { useKeyboard } from '../hooks/useKeyboard';
import { usePlayer, usePlayerStore } from '../store/context';
import type { PlayerStore } from '../store/player';
import { linkTalk } from './talkLink.lazy';
import { useUrlSync } from './useUrlSync';
import '../styles/speaker.css';

/** When the talk began, kept for this window's reloads (session storage survives them). */
const TALK_START = 'lb-straight-to-pods:talk-start';

function savedStart(): number | null {
  try {
    const saved = Number(sessionStorage.getItem(TALK_START));
    return saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

function saveStart(at: number): void {
  try {
    sessionStorage.setItem(TALK_START, String(at));
  } catch {
    // Without storage the timer starts again on a reload.
  }
}

/** Elapsed time as a talk timer shows it: m:ss, or h:mm:ss from the first hour. */
function talkTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The time since the talk began: the first Play in either window, or "Start timer". The real
 * clock is read here, in the view, never by the model; it is shown to the second.
 */
function TalkTimer() {
  const store = usePlayerStore();
  const labelId = useId();
  const [start, setStart] = useState(savedStart);
  const [now, setNow] = useState(() => Date.now());
  const begin = useCallback(() => {
    const at = Date.now();
    saveStart(at);
    setStart(at);
    setNow(at);
  }, []);
  useEffect(() => {
    if (start !== null) return;
    return store.subscribe((s) => {
      if (s.playing) begin();
    });
  }, [store, start, begin]);
  useEffect(() => {
    if (start === null) return;
    const every = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(every);
  }, [start]);
  return (
    <div className="controls talk-timer">
      <span id={labelId} className="talk-timer-label">
        Talk time
      </span>
      <span role="timer" aria-labelledby={labelId} className="talk-time">
        {talkTime(start === null ? 0 : now - start)}
      </span>
      <button type="button" onClick={begin}>
        {start === null ? 'Start timer' : 'Restart timer'}
      </button>
    </div>
  );
}

function Notes({ Words }: Pick<SpeakerParts, 'Words'>) {
  const step = usePlayer((p) => p.step);
  const notes = NOTES[step];
  const headingId = useId();
  const text = (part: keyof SpeakerNotes) => <Words text={notes[part]} />;
  return (
    <section className="speaker-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>Notes for step {step}</h2>
      <dl>
        <div>
          <dt>Point at</dt>
          <dd>{text('pointAt')}</dd>
        </div>
        <div>
          <dt>Takeaway</dt>
          <dd className="takeaway">{text('takeaway')}</dd>
        </div>
        <div>
          <dt>They may ask</dt>
          <dd>{text('question')}</dd>
        </div>
        <div>
          <dt>Answer</dt>
          <dd>{text('answer')}</dd>
        </div>
      </dl>
    </section>
  );
}

function NextStep() {
  const step = usePlayer((p) => p.step);
  const next = step < STEP_COUNT ? ((step + 1) as typeof step) : null;
  return (
    <p className="speaker-next">
      <span className="speaker-next-label">Next: </span>
      {next ? `Step ${next} · ${compiledStep(next).spec.name}` : 'nothing; this is the last step.'}
    </p>
  );
}

/** What the speaker view takes from the page's own chunk (speakerParts.tsx; see SpeakerView). */
export interface SpeakerParts {
  readonly CaptionPanel: ComponentType;
  readonly TalkButtons: ComponentType;
  readonly startClock: (store: PlayerStore) => () => void;
  /** Text whose long names wrap between their parts, and a numbered name such as web-1 never. */
  readonly Words: ComponentType<{ text: string }>;
}

/**
 * The speaker view (?view=speaker), for the presenter's own screen: this step's caption and
 * "Now:" line, the notes, the next step, a talk timer and the controls, in step with the
 * presenter's player in the other window (talkLink.lazy.ts). Its code and styles are a chunk of
 * their own: only this window loads them. The player's parts it draws with are passed in rather
 * than imported: imported from this chunk, they made the bundler split the page's first chunk
 * into several, each a request before the page's first paint.
 */
export function SpeakerView({ CaptionPanel, TalkButtons, startClock, Words }: SpeakerParts) {
  const store = usePlayerStore();
  const root = useRef<HTMLElement>(null);
  const nowId = useId();
  useEffect(() => startClock(store), [store, startClock]);
  useEffect(() => linkTalk(store, 'ask'), [store]);
  // The address keeps its position too: reloaded with the other window closed, it stays there.
  useUrlSync(store);
  useKeyboard(store, root, { whenNothingFocused: true, talkOnly: true });
  useEffect(() => {
    const was = document.title;
    document.title = `Speaker view · ${TITLE}`;
    return () => {
      document.title = was;
    };
  }, []);
  return (
    <main className="speaker" ref={root}>
      <header className="speaker-head">
        <h1>
          Speaker view <span className="speaker-title">· {TITLE}</span>
        </h1>
        <TalkTimer />
      </header>
      <div className="speaker-body">
        <section className="speaker-now" aria-labelledby={nowId}>
          <h2 id={nowId}>On the screen</h2>
          <CaptionPanel />
        </section>
        <Notes Words={Words} />
      </div>
      <footer className="speaker-foot">
        <div className="controls speaker-controls" role="group" aria-label="Playback">
          <TalkButtons />
        </div>
        <NextStep />
      </footer>
      <Announcer />
    </main>
  );
}
