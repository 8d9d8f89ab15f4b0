// The command line of `npm run render`, checked before anything is built or launched.

export const USAGE = `usage: npm run render -- --format webm|gif|png [--step N] [--width W] [--theme light|dark] [--no-captions] --out FILE
  --format       webm: a video (VP9, or VP8), 30 fps; gif: 15 fps; png: numbered frames, 30 fps, in the folder FILE
  --step         one step, 1 to 5; the whole story when left out
  --width        pixels wide (default 1280 for webm and png, 960 for gif); even, 160 to 3840
  --theme        light (default) or dark
  --no-captions  no caption band under the stage (the step's title and its "Now:" line), in every format
  --out          the file to write (for png, the folder)`;

// Written out, as this runs in Node before anything is built; render-args.test.ts holds them to
// the exporter's (src/export/plan.ts) and the story's (src/model/scene.ts).
export const FORMATS = ['webm', 'gif', 'png'];
const THEMES = ['light', 'dark'];
export const STEPS = 5;

/**
 * The options, or the reason they are wrong, in words that say what to type instead.
 * `{ help: true }` when asked for the usage.
 */
export function parseRenderArgs(argv) {
  const given = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--no-captions') {
      if (given.captions === false) return { error: '--no-captions is given twice' };
      given.captions = false;
      continue;
    }
    const m = /^--(format|step|width|theme|out)(?:=(.*))?$/.exec(arg);
    if (!m) return { error: `unknown argument ${JSON.stringify(arg)}` };
    const [, name, inline] = m;
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') return { error: `--${name} needs a value` };
    if (name in given) return { error: `--${name} is given twice` };
    given[name] = value;
  }
  if (!given.format) return { error: '--format is required (webm, gif or png)' };
  if (!FORMATS.includes(given.format))
    return { error: `--format must be webm, gif or png, not ${JSON.stringify(given.format)}` };
  if (!given.out) return { error: '--out is required: the file (or, for png, the folder) to write' };
  const options = {
    format: given.format,
    out: given.out,
    theme: given.theme ?? 'light',
    captions: given.captions ?? true,
  };
  if (!THEMES.includes(options.theme))
    return { error: `--theme must be light or dark, not ${JSON.stringify(given.theme)}` };
  if (given.step !== undefined) {
    const step = Number(given.step);
    if (!/^\d+$/.test(given.step) || step < 1 || step > STEPS)
      return { error: `--step must be a step number, 1 to ${STEPS}, not ${JSON.stringify(given.step)}` };
    options.step = step;
  }
  if (given.width !== undefined) {
    const width = Number(given.width);
    if (!/^\d+$/.test(given.width) || width < 160 || width > 3840 || width % 2)
      return {
        error: `--width must be an even number of pixels, 160 to 3840, not ${JSON.stringify(given.width)}`,
      };
    options.width = width;
  }
  return { options };
}
