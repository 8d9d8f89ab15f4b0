import { describe, expect, it } from 'vitest';
import { durationOf, totalSeconds } from '../model/position';
import { FPS, frameLayout, frameSize, gifDelay, recordingOf, type Recording } from './recording';

const recording = (p: Recording | string): Recording => {
  if (typeof p === 'string') throw new Error(p);
  return p;
};

describe('the frames of an export', () => {
  it('shows frame k at the range’s start plus k / fps, as ?step&t would', () => {
    const p = recording(recordingOf({ step: 1, from: 0, to: 1 }, 30));
    expect(p.frames).toBe(30);
    expect(p.at(0)).toEqual({ step: 1, t: 0 });
    expect(p.at(15)).toEqual({ step: 1, t: 0.5 });
  });

  it('covers a whole step, or the whole story across its steps', () => {
    expect(recording(recordingOf({ step: 3 }, FPS.gif)).frames).toBe(Math.ceil(durationOf(3) * 15));
    const story = recording(recordingOf({}, FPS.webm));
    expect(story.frames).toBe(Math.round(totalSeconds() * 30));
    expect(story.at(Math.round(durationOf(1) * 30))).toEqual({ step: 2, t: 0 });
    expect(story.at(story.frames - 1).step).toBe(5);
  });

  it('names what makes no frames', () => {
    expect(recordingOf({ step: 9 }, 30)).toBe('there is no step 9');
    expect(recordingOf({ step: 1, from: 2, to: 2 }, 30)).toMatch(/holds no time/);
  });

  it('keeps a GIF at 15 fps in hundredths of a second: 7, 6, 7', () => {
    const delays = Array.from({ length: 15 }, (_, k) => gifDelay(k, 15));
    expect(delays.slice(0, 3)).toEqual([70, 60, 70]);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('sizes a video 16:9 and a GIF or frame to the stage, in even pixels', () => {
    expect(frameSize('webm')).toEqual({ width: 1280, height: 720 });
    expect(frameSize('webm', 1920)).toEqual({ width: 1920, height: 1080 });
    expect(frameSize('gif')).toEqual({ width: 960, height: 538 });
  });
});

describe('a frame with a caption band', () => {
  it('keeps a video 16:9 and draws the stage smaller above the band, centred', () => {
    const f = frameLayout('webm', 1280, 160);
    expect([f.width, f.height]).toEqual([1280, 720]);
    expect(f.area).toEqual({ x: 0, y: 0, width: 1280, height: 560 });
    expect(f.band).toEqual({ x: 0, y: 560, width: 1280, height: 160 });
    expect(f.stage).toEqual({ x: 140, y: 0, width: 1000, height: 560 });
  });

  it('grows a GIF or a frame by the band, the stage as large as without it', () => {
    const without = frameLayout('gif');
    expect(without.band).toBeNull();
    const f = frameLayout('gif', undefined, 100);
    expect([f.width, f.height]).toEqual([960, 638]);
    expect(f.area).toEqual(without.area);
    expect(f.stage).toEqual(without.stage);
    expect(f.band).toEqual({ x: 0, y: 538, width: 960, height: 100 });
  });

  it('without a band is the frame as before', () => {
    expect(frameLayout('webm')).toMatchObject({ ...frameSize('webm'), band: null });
    expect(frameLayout('png', 1920)).toMatchObject({ ...frameSize('png', 1920), band: null });
  });
});
