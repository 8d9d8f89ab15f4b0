import { describe, expect, it } from 'vitest';
import { parseRenderArgs } from './render-args.mjs';

describe('npm run render’s arguments', () => {
  it('takes a format and a file, with the step, width and theme optional', () => {
    expect(parseRenderArgs(['--format', 'gif', '--out', 'a.gif'])).toEqual({
      options: { format: 'gif', out: 'a.gif', theme: 'light' },
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
        '--out',
        'v.webm',
      ]),
    ).toEqual({ options: { format: 'webm', out: 'v.webm', theme: 'dark', step: 2, width: 1920 } });
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
  });

  it('answers --help with the usage', () => {
    expect(parseRenderArgs(['--help'])).toEqual({ help: true });
  });
});
