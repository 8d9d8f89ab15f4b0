import { useEffect, useRef, type KeyboardEvent } from 'react';
import { STEP_COUNT, durationOf, stepStart, toGlobal, totalSeconds } from '../model/position';
import { STEPS, type StepNumber } from '../model/steps';
import type { Position } from '../model/timeline';
import { follow, usePlayer, usePlayerStore } from '../store/context';
import { backTo } from '../store/player';
import { useHydrated } from '../hooks/useHydrated';
import type { SegmentFill } from './SegmentFill';
import { useMotionParts } from '../hooks/useMotionParts';
import { secondsText, tenthsOf } from './seconds';
import { stepsTheTalk } from '../hooks/useKeyboard';
import { NAME_BREAKS, WithBreaks } from './WithBreaks';

/** Seconds an arrow key moves the slider. */
const NUDGE = 0.5;

export const positionText = (p: Position, reply = false) =>
  `Step ${p.step}, ${secondsText(tenthsOf(p.t))} of ${secondsText(tenthsOf(durationOf(p.step, reply)))}`;

function Segment({
  n,
  name,
  label,
  Fill,
}: {
  n: StepNumber;
  name: string;
  label: string;
  Fill: typeof SegmentFill | null;
}) {
  const current = usePlayer((p) => p.step === n);
  const playFrom = usePlayer((p) => p.playFrom);
  const reply = usePlayer((p) => p.showReply);
  const says = `Play from step ${n}: ${name}`;
  return (
    <button
      type="button"
      className="segment"
      style={{ flexGrow: durationOf(n, reply) }}
      aria-current={current ? 'step' : undefined}
      aria-label={says}
      title={says}
      onClick={() => playFrom(n)}
    >
      {Fill && <Fill n={n} />}
      <span className="label">
        {n}
        <span className="name">
          <WithBreaks text={label} at={NAME_BREAKS} />
        </span>
      </span>
    </button>
  );
}

/**
 * The slider: a native range over the whole story, so dragging, clicking and the keyboard
 * all work as readers expect. It is uncontrolled and written to from the store, so playing
 * does not re-render React every frame.
 *
 * What a reader sees is drawn beside it and moved by transforms alone. Writing a range's
 * value re-lays it out and repaints the page, so while playing, the value (and what a screen reader hears) follows in tenths
 * of a second, as its words do; paused or moved, it is exact.
 */
function Slider() {
  const store = usePlayerStore();
  const ref = useRef<HTMLInputElement>(null);
  const fillRef = useRef<HTMLSpanElement>(null);
  const knobRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let saidStep = 0;
    let saidTenths = -1;
    let saidReply = false;
    return follow(store, () => {
      const el = ref.current;
      if (!el) return;
      const s = store.getState();
      const total = totalSeconds(s.showReply);
      const now = toGlobal(s, s.showReply);
      const share = now / total;
      // The story's length changes only with the reply setting: the range is not touched per frame.
      if (s.showReply !== saidReply) el.max = String(total);
      if (fillRef.current) fillRef.current.style.transform = `scaleX(${share})`;
      if (knobRef.current) knobRef.current.style.transform = `translateX(${share * 100}%)`;
      // Its words change ten times a second, not every frame: do not build them, or touch the
      // attribute (and the accessibility tree), when they would be the same.
      const tenths = tenthsOf(s.t);
      const said = tenths !== saidTenths || s.step !== saidStep || s.showReply !== saidReply;
      if (said) {
        saidTenths = tenths;
        saidStep = s.step;
        saidReply = s.showReply;
        el.setAttribute('aria-valuetext', positionText(s, s.showReply));
      }
      if (said || !s.playing) el.value = String(now);
    });
  }, [store]);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const s = store.getState();
    if (stepsTheTalk(e.key, s.presenting)) return;
    const reply = s.showReply;
    const now = toGlobal(s, reply);
    const to: Record<string, number> = {
      ArrowLeft: now - NUDGE,
      ArrowDown: now - NUDGE,
      ArrowRight: now + NUDGE,
      ArrowUp: now + NUDGE,
      // The ARIA slider pattern: Page Up is the larger step up (later), Page Down down (earlier).
      // A clicker's Page Up / Page Down mean previous / next only in the presenter view, above.
      PageUp: s.step < STEP_COUNT ? stepStart((s.step + 1) as StepNumber, reply) : totalSeconds(reply),
      PageDown: stepStart(backTo(s), reply),
    };
    const target = to[e.key];
    if (target === undefined) return;
    e.preventDefault();
    s.seekGlobal(target);
  };
  return (
    <div className="scrubber-box">
      <span className="scrub-rail" aria-hidden="true">
        <span ref={fillRef} className="scrub-fill" />
        <span ref={knobRef} className="scrub-knob-way">
          <span className="scrub-knob" />
        </span>
      </span>
      <input
        ref={ref}
        className="scrubber"
        type="range"
        aria-label="Position in the animation"
        min={0}
        // The story without replies; the store's follower sets it for the story with them.
        max={totalSeconds()}
        // Any value: the position is continuous, and arrow keys are handled above.
        step="any"
        defaultValue={0}
        onInput={(e) => store.getState().seekGlobal(Number(e.currentTarget.value))}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

/** The scrubber: the five steps as labelled, proportional segments, with the slider under them. */
export function Scrubber() {
  // Segments are sized and filled by inline styles, so pre-rendered HTML leaves their row
  // empty (its height reserved in CSS) until the page is hydrated.
  const hydrated = useHydrated();
  const parts = useMotionParts();
  // Without the drawing's code the segments still work, unfilled.
  const Fill = parts && !(parts instanceof Error) ? parts.SegmentFill : null;
  return (
    <div className="timeline">
      <div className="track" role="group" aria-label="Steps">
        {hydrated &&
          STEPS.map((s) => <Segment key={s.n} n={s.n} name={s.name} label={s.label ?? s.name} Fill={Fill} />)}
      </div>
      <Slider />
    </div>
  );
}
