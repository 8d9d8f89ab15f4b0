import { usePlayer } from '../store/context';

export function Controls() {
  const playing = usePlayer((p) => p.playing);
  const togglePlay = usePlayer((p) => p.togglePlay);
  const previous = usePlayer((p) => p.previous);
  const next = usePlayer((p) => p.next);
  const restart = usePlayer((p) => p.restart);
  return (
    <div className="controls" role="group" aria-label="Playback">
      <button type="button" className="primary" onClick={togglePlay}>
        <span aria-hidden="true" className="icon">
          {playing ? '❚❚' : '▶'}
        </span>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={previous}>
        <span aria-hidden="true" className="icon">
          ⏮
        </span>
        Previous step
      </button>
      <button type="button" onClick={next}>
        Next step
        <span aria-hidden="true" className="icon after">
          ⏭
        </span>
      </button>
      <button type="button" onClick={restart}>
        <span aria-hidden="true" className="icon">
          ↺
        </span>
        Restart
      </button>
    </div>
  );
}
