import { usePlayer, useTransport } from '../store/context';
import { SPEEDS, playsBeforeNext } from '../store/player';
import { useStillOf } from '../hooks/useStill';
import { useMenu } from '../hooks/useMenu';

// Drawn icons: the system fonts here have no media-control glyphs.
const ICONS = {
  play: 'M4 2 L14 8 L4 14 Z',
  pause: 'M3 2 H7 V14 H3 Z M9 2 H13 V14 H9 Z',
  previous: 'M3 2 H5 V14 H3 Z M14 2 L6 8 L14 14 Z',
  next: 'M11 2 H13 V14 H11 Z M2 2 L10 8 L2 14 Z',
  restart: 'M8 3 A5 5 0 1 1 3.2 6.5 M8 3 V0.5 M8 3 L5.5 4.5',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  const stroke = name === 'restart';
  return (
    <svg className="icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d={ICONS[name]}
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : 'none'}
        strokeWidth={stroke ? 2 : 0}
        strokeLinecap="round"
      />
    </svg>
  );
}

// The controls below drive what plays where they are drawn (useTransport): the player, or the
// explorer's lanes on their one clock.

/** Play or Pause, as the position plays or not. */
export function PlayButton() {
  const playing = useTransport((t) => t.playing);
  const togglePlay = useTransport((t) => t.togglePlay);
  return (
    <button type="button" className="primary" onClick={togglePlay}>
      <Icon name={playing ? 'pause' : 'play'} />
      {playing ? 'Pause' : 'Play'}
    </button>
  );
}

/** Restart, as an icon with its name. */
export function RestartButton({ title = 'Restart' }: { title?: string }) {
  const restart = useTransport((t) => t.restart);
  return (
    <button type="button" onClick={restart} aria-label="Restart" title={title}>
      <Icon name="restart" />
    </button>
  );
}

export function SpeedSelect() {
  const speed = useTransport((t) => t.speed);
  const setSpeed = useTransport((t) => t.setSpeed);
  return (
    <label className="speed">
      Speed
      <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReduceMotionToggle() {
  const still = useStillOf(useTransport((t) => t.reduceMotion));
  const setReduceMotion = useTransport((t) => t.setReduceMotion);
  return (
    <label className="check">
      <input type="checkbox" checked={still} onChange={(e) => setReduceMotion(e.target.checked)} />
      Reduce motion
    </label>
  );
}

/** Play or Pause, Previous and Next: what a talk runs on, in the player and the speaker view. */
export function TalkButtons() {
  const previous = usePlayer((p) => p.previous);
  const next = usePlayer((p) => p.next);
  const waiting = usePlayer((p) => (playsBeforeNext(p) ? p.step : null));
  return (
    <>
      <PlayButton />
      <button type="button" onClick={previous} aria-label="Previous step">
        <Icon name="previous" />
        Previous
      </button>
      <button
        type="button"
        onClick={next}
        aria-label="Next step"
        title={waiting ? `Plays step ${waiting} first: it waits at its start` : undefined}
      >
        Next
        <Icon name="next" />
      </button>
    </>
  );
}

export function Controls({ minimal = false }: { minimal?: boolean }) {
  const pauseAtSteps = usePlayer((p) => p.pauseAtSteps);
  const setPauseAtSteps = usePlayer((p) => p.setPauseAtSteps);
  const setShowHelp = usePlayer((p) => p.setShowHelp);
  const settings = useMenu();
  return (
    <div className="controls" role="group" aria-label="Playback">
      <TalkButtons />
      {!minimal && <RestartButton title="Restart (Home)" />}
      {/* The settings a reader changes least: on one row with the rest where it is wide
          enough, behind a button of their own where it is not (player.css). */}
      <div className="settings" {...settings.box}>
        <button type="button" className="settings-toggle" {...settings.button}>
          Settings ▾
        </button>
        <div id={settings.id} className={settings.open ? 'settings-menu open' : 'settings-menu'}>
          {!minimal && <SpeedSelect />}
          {!minimal && (
            <label className="check">
              <input
                type="checkbox"
                checked={pauseAtSteps}
                onChange={(e) => setPauseAtSteps(e.target.checked)}
              />
              Pause at each step
            </label>
          )}
          <ReduceMotionToggle />
          <button
            type="button"
            className="help-button"
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
            onClick={() => settings.choose(() => setShowHelp(true))}
          >
            ?
          </button>
        </div>
      </div>
    </div>
  );
}
