import { PlayButton, ReduceMotionToggle, RestartButton, SpeedSelect } from '../player/Controls';
import { secondsText, tenthsOf } from '../player/seconds';
import { useExplore } from '../store/explore';

/** One Play / Pause and one scrubber for both lanes: their packets leave together. */
export function ExploreControls() {
  const seekGlobal = useExplore((e) => e.seekGlobal);
  // Tenths of a second: the scrubber is drawn again ten times a second, not every frame.
  const t = useExplore((e) => tenthsOf(e.t));
  const duration = useExplore((e) => e.duration);
  const compare = useExplore((e) => e.compare);
  const setCompare = useExplore((e) => e.setCompare);
  return (
    <div className="explore-controls">
      <div className="controls" role="group" aria-label="Playback">
        <PlayButton />
        <RestartButton />
        <input
          className="explore-scrubber"
          type="range"
          aria-label="Position in the what-if"
          aria-valuetext={`${secondsText(t)} of ${secondsText(tenthsOf(duration))}`}
          min={0}
          max={duration}
          step={0.1}
          value={t / 10}
          onChange={(e) => seekGlobal(Number(e.currentTarget.value))}
        />
        <SpeedSelect />
      </div>
      <label className="check">
        <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />
        Compare side by side
      </label>
      <ReduceMotionToggle />
    </div>
  );
}
