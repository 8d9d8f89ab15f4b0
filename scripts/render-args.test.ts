import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDTH, FORMATS as EXPORT_FORMATS, FPS } from '../src/export/recording';
import { STEP_COUNT } from '../src/model/position';
import { FORMATS, STEPS, USAGE, parseRenderArgs } from './render-args.mjs';

describe('npm run render’s arguments', () => {
  it('takes a format and a file, with the step, width, theme and captions optional', () => {
    expect(parseRenderArgs(['--format', 'gif', '--out', 'a.gif'])).toEqual({
      options: { format: 'gif', out: 'a.gif', theme: 'light', captions: true },
    });
    expect(
      parseRenderArgs([
        '--format=webm',
        '--step',
        '2',
        '--width',
        '1920',
        '--theme',
        'dark',
        '--no-captions',
        '--out',
        'v.webm',
      ]),
    ).toEqual({
      options: { format: 'webm', out: 'v.webm', theme: 'dark', captions: false, step: 2, width: 1920 },
    });
  });

  it('says what is wrong with bad arguments', () => {
    const error = (argv: string[]) => {
      const r = parseRenderArgs(argv);
      return 'error' in r ? r.error : null;
    };
    expect(error([])).toMatch(/--format is required/);
    expect(error(['--format', 'mp4', '--out', 'x'])).toMatch(/webm, gif or png, not "mp4"/);
    expect(error(['--format', 'gif'])).toMatch(/--out is required/);
    expect(error(['--format', 'gif', '--out', 'x', '--step', '6'])).toMatch(/1 to 5, not "6"/);
    expect(error(['--format', 'gif', '--out', 'x', '--step', '1.5'])).toMatch(/step number/);
    expect(error(['--format', 'gif', '--out', 'x', '--width', '961'])).toMatch(/even number/);
    expect(error(['--format', 'gif', '--out', 'x', '--theme', 'auto'])).toMatch(/light or dark/);
    expect(error(['--format', 'gif', '--out', 'x', '--fps', '60'])).toMatch(/unknown argument "--fps"/);
    expect(error(['--format', 'gif', '--out'])).toMatch(/--out needs a value/);
    expect(error(['--format', 'gif', '--format', 'png', '--out', 'x'])).toMatch(/twice/);
    expect(error(['--format', 'gif', '--no-captions', '--no-captions', '--out', 'x'])).toMatch(/twice/);
    expect(error(['--format', 'gif', '--out', 'x', '--captions'])).toMatch(/unknown argument "--captions"/);
  });

  it('answers --help with the usage', () => {
    expect(parseRenderArgs(['--help'])).toEqual({ help: true });
  });

  it('offers the exporter’s formats and the story’s steps, and says their pace and size as the exporter has them', () => {
    expect(FORMATS).toEqual(EXPORT_FORMATS);
    expect(STEPS).toBe(STEP_COUNT);
    expect(USAGE).toContain(`${FPS.webm} fps; gif: ${FPS.gif} fps; png: numbered frames, ${FPS.png} fps`);
    expect(USAGE).toContain(`default ${DEFAULT_WIDTH.webm} for webm and png, ${DEFAULT_WIDTH.gif} for gif`);
    expect(DEFAULT_WIDTH.png).toBe(DEFAULT_WIDTH.webm);
  });
});
