import { describe, expect, it } from 'vitest';
import { sceneAt } from '../model/scene';
import { TOTAL_SECONDS, durationOf, toGlobal } from '../model/position';
import { createPlayerStore } from './player';
import { MAX_FRAME_SECONDS } from './transport';

const FRAME = 1 / 60;
const pos = (s: ReturnType<typeof createPlayerStore>) => ({ step: s.getState().step, t: s.getState().t });

describe('the player store', () => {
  it('opens paused at the start of step 1 unless told otherwise', () => {
    const s = createPlayerStore();
    expect(s.getState()).toMatchObject({ step: 1, t: 0, playing: false, speed: 1 });
    expect(pos(createPlayerStore({ step: 4, t: 2 }))).toEqual({ step: 4, t: 2 });
  });

  it('moves only when played and ticked', () => {
    const s = createPlayerStore();
    s.getState().tick(0.05);
    expect(pos(s)).toEqual({ step: 1, t: 0 });
    s.getState().play();
    s.getState().tick(0.05);
    expect(s.getState().t).toBeCloseTo(0.05);
    s.getState().pause();
    s.getState().tick(0.05);
    expect(s.getState().t).toBeCloseTo(0.05);
  });

  it('plays on through step 5 and stops at its end', () => {
    const s = createPlayerStore();
    s.getState().play();
    const seen = new Set<number>();
    for (let i = 0; i < (TOTAL_SECONDS + 2) / FRAME; i++) {
      s.getState().tick(FRAME);
      seen.add(s.getState().step);
    }
    expect([...seen]).toEqual([1, 2, 3, 4, 5]);
    expect(s.getState()).toMatchObject({ step: 5, t: durationOf(5), playing: false });
  });

  it('starts again from step 1 when played at the end', () => {
    const s = createPlayerStore({ step: 5, t: durationOf(5) });
    s.getState().play();
    expect(s.getState()).toMatchObject({ step: 1, t: 0, playing: true });
  });

  it('never takes a long gap (hidden tab, sleep) as one jump', () => {
    const s = createPlayerStore({ playing: true });
    s.getState().tick(600);
    expect(s.getState()).toMatchObject({ step: 1, t: MAX_FRAME_SECONDS });
  });

  it('seeks to a position without playing anything', () => {
    const s = createPlayerStore();
    s.getState().seek(4, 3);
    expect(s.getState()).toMatchObject({ step: 4, t: 3, playing: false });
    s.getState().seek(9, 1);
    expect(pos(s)).toEqual({ step: 4, t: 3 });
    s.getState().seek(Number.NaN);
    expect(pos(s)).toEqual({ step: 4, t: 3 });
    s.getState().seek(2, -5);
    expect(pos(s)).toEqual({ step: 2, t: 0 });
    s.getState().seek(2, 1e9);
    expect(pos(s)).toEqual({ step: 2, t: durationOf(2) });
  });

  it('"Play from step N" seeks to the start of N and plays', () => {
    const s = createPlayerStore({ step: 4, t: 5 });
    s.getState().playFrom(3);
    expect(s.getState()).toMatchObject({ step: 3, t: 0, playing: true });
    s.getState().playFrom(0);
    expect(s.getState()).toMatchObject({ step: 3, t: 0 });
  });

  it('steps with next, previous and restart, within 1..5', () => {
    const s = createPlayerStore();
    s.getState().previous();
    expect(pos(s)).toEqual({ step: 1, t: 0 });
    s.getState().next();
    s.getState().next();
    expect(pos(s)).toEqual({ step: 3, t: 0 });
    s.getState().previous();
    expect(pos(s)).toEqual({ step: 2, t: 0 });
    s.getState().seek(5, 1);
    s.getState().next();
    expect(pos(s)).toEqual({ step: 5, t: durationOf(5) });
    s.getState().restart();
    expect(pos(s)).toEqual({ step: 1, t: 0 });
  });

  it('keeps two instances apart', () => {
    const a = createPlayerStore();
    const b = createPlayerStore();
    a.getState().seek(3);
    a.getState().play();
    expect(b.getState()).toMatchObject({ step: 1, t: 0, playing: false });
  });

  it('shows the same scene after playing to a position as after seeking to it', () => {
    const played = createPlayerStore({ playing: true });
    for (let i = 0; i < 1500; i++) played.getState().tick(FRAME);
    const { step, t } = played.getState();
    expect(toGlobal({ step, t })).toBeCloseTo(1500 * FRAME, 6);
    const seeked = createPlayerStore();
    seeked.getState().seek(step, t);
    const a = sceneAt(step, t);
    const b = sceneAt(seeked.getState().step, seeked.getState().t);
    expect(b.state).toBe(a.state);
    expect(b).toEqual(a);
  });

  it('plays at the speed it is given', () => {
    const s = createPlayerStore({ playing: true, speed: 2 });
    s.getState().tick(0.05);
    expect(s.getState().t).toBeCloseTo(0.1);
  });
});

describe('speed, pausing at steps and the presenter view', () => {
  it('changes speed only to the four offered, and steps through them', () => {
    const s = createPlayerStore();
    s.getState().setSpeed(3);
    expect(s.getState().speed).toBe(1);
    s.getState().faster();
    s.getState().faster();
    s.getState().faster();
    expect(s.getState().speed).toBe(2);
    s.getState().slower();
    s.getState().slower();
    s.getState().slower();
    s.getState().slower();
    expect(s.getState().speed).toBe(0.5);
  });

  it('is deterministic at every speed: the same position after the same story time', () => {
    for (const speed of [0.5, 1, 1.5, 2] as const) {
      const s = createPlayerStore({ playing: true, speed });
      const frames = Math.round(12 / speed / FRAME);
      for (let i = 0; i < frames; i++) s.getState().tick(FRAME);
      expect(toGlobal(s.getState())).toBeCloseTo(12, 6);
    }
  });

  it('stops at the end of each step, and Next or Play goes on with the next one', () => {
    const s = createPlayerStore({ playing: true, pauseAtSteps: true });
    for (let i = 0; i < 20 / FRAME; i++) s.getState().tick(FRAME);
    expect(s.getState()).toMatchObject({ step: 1, t: durationOf(1), playing: false });
    s.getState().play();
    expect(s.getState()).toMatchObject({ step: 2, t: 0, playing: true });
    for (let i = 0; i < 20 / FRAME; i++) s.getState().tick(FRAME);
    expect(s.getState()).toMatchObject({ step: 2, t: durationOf(2), playing: false });
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 3, t: 0, playing: true });
  });

  it('steps through a talk with Next alone: each step plays before the next is shown', () => {
    const s = createPlayerStore({ pauseAtSteps: true });
    const toEnd = () => {
      for (let i = 0; i < 20 / FRAME; i++) s.getState().tick(FRAME);
    };
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 1, t: 0, playing: true });
    toEnd();
    expect(s.getState()).toMatchObject({ step: 1, t: durationOf(1), playing: false });
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 2, t: 0, playing: true });
    // Playing, Next goes on to the next step at once.
    s.getState().tick(1);
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 3, t: 0, playing: true });
    // After a jump, the step jumped to plays first.
    s.getState().pause();
    s.getState().seek(4, 0);
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 4, t: 0, playing: true });
  });

  it('in a talk, Previous goes back to this step’s start first, so Previous and Next replay it', () => {
    const s = createPlayerStore({ step: 3, playing: true, pauseAtSteps: true });
    for (let i = 0; i < 20 / FRAME; i++) s.getState().tick(FRAME);
    s.getState().previous();
    expect(s.getState()).toMatchObject({ step: 3, t: 0, playing: false });
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 3, t: 0, playing: true });
    s.getState().pause();
    s.getState().seek(3, 0);
    s.getState().previous();
    expect(s.getState()).toMatchObject({ step: 2, t: 0 });
    // Playing, a step just restarted is not restarted again: Previous goes on back.
    s.getState().play();
    for (let i = 0; i < 1 / FRAME; i++) s.getState().tick(FRAME);
    s.getState().previous();
    expect(s.getState()).toMatchObject({ step: 2, t: 0, playing: true });
    s.getState().tick(FRAME);
    s.getState().previous();
    expect(s.getState()).toMatchObject({ step: 1, t: 0, playing: true });
    // Without pausing at steps, Next and Previous are plain step changes, playing or not.
    const reader = createPlayerStore({ step: 3, t: 2 });
    reader.getState().previous();
    expect(reader.getState()).toMatchObject({ step: 2, t: 0, playing: false });
    reader.getState().next();
    expect(reader.getState()).toMatchObject({ step: 3, t: 0, playing: false });
  });

  it('blanks the screen only in the presenter view, pausing, and leaving the view shows it again', () => {
    const s = createPlayerStore({ playing: true });
    s.getState().setBlank(true);
    expect(s.getState()).toMatchObject({ blank: false, playing: true });
    s.getState().setPresenting(true);
    s.getState().setBlank(true);
    expect(s.getState()).toMatchObject({ blank: true, playing: false });
    s.getState().setBlank(false);
    expect(s.getState()).toMatchObject({ blank: false, playing: false });
    s.getState().setBlank(true);
    s.getState().setPresenting(false);
    expect(s.getState().blank).toBe(false);
  });

  it('turns pausing at steps on in the presenter view and back to the page’s choice after', () => {
    const s = createPlayerStore();
    s.getState().setPresenting(true);
    expect(s.getState()).toMatchObject({ presenting: true, pauseAtSteps: true });
    s.getState().setPresenting(false);
    expect(s.getState()).toMatchObject({ presenting: false, pauseAtSteps: false });
    s.getState().setPauseAtSteps(true);
    s.getState().setPresenting(true);
    s.getState().setPauseAtSteps(false);
    s.getState().setPresenting(false);
    expect(s.getState().pauseAtSteps).toBe(true);
  });

  it('tells a person’s seek from the clock’s tick', () => {
    const s = createPlayerStore({ playing: true });
    s.getState().tick(FRAME);
    expect(s.getState().cause).toBe('clock');
    s.getState().seekGlobal(durationOf(1) + 3);
    expect(s.getState()).toMatchObject({ step: 2, t: 3, cause: 'scrub' });
    s.getState().next();
    expect(s.getState()).toMatchObject({ step: 3, t: 0, cause: 'user' });
  });

  it('follows another window’s position in one change, and its clock runs as that window’s does', () => {
    const leader = createPlayerStore({ step: 2, t: 1, speed: 1.5, pauseAtSteps: true, playing: true });
    const follower = createPlayerStore();
    let changes = 0;
    follower.subscribe(() => changes++);
    follower.getState().follow(leader.getState());
    expect(changes).toBe(1);
    for (let i = 0; i < 60 * 12; i++) for (const s of [leader, follower]) s.getState().tick(FRAME);
    // Both stopped at the end of step 2, pausing at steps as the leader does.
    expect(pos(follower)).toEqual({ step: 2, t: durationOf(2) });
    expect(follower.getState()).toMatchObject({ playing: false, speed: 1.5, cause: 'clock' });
    expect(pos(follower)).toEqual(pos(leader));
    // The page's own choice of pausing follows too: leaving a presenter view later keeps it.
    follower.getState().setPresenting(true);
    follower.getState().setPresenting(false);
    expect(follower.getState().pauseAtSteps).toBe(true);
    // Hiding the reply shortens a step: a position past its end goes to the end.
    follower.getState().follow({ ...leader.getState(), step: 1, t: 20, showReply: false });
    expect(pos(follower)).toEqual({ step: 1, t: durationOf(1) });
  });
});

describe('theme auto on a host page that declares a scheme', () => {
  it('keeps the chosen theme and records the host scheme apart', () => {
    const store = createPlayerStore({ theme: 'auto' });
    store.getState().setHostScheme('dark');
    expect(store.getState()).toMatchObject({ theme: 'auto', hostScheme: 'dark' });
    store.getState().setTheme('light');
    store.getState().setHostScheme(null);
    expect(store.getState()).toMatchObject({ theme: 'light', hostScheme: null });
  });
});
