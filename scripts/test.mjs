// `npm test`: every check the project has, in the order that fails fastest, ending with one
// line "N passed, N failed". It installs npm dependencies and finds (or, as root on Debian,
// installs) a Chromium for the end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { findTestChromium, HEADLESS_SHELL } from './chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const started = Date.now();
const tally = { passed: 0, failed: 0 };

function run(name, cmd, args, env = {}) {
  console.log(`\n› ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(name, cmd, args) {
  const ok = run(name, cmd, args);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) finish();
}

function finish() {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nAll checks took ${seconds} s.`);
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed === 0 ? 0 : 1);
}

function provisionChromium() {
  let found = findTestChromium();
  if (found === HEADLESS_SHELL || process.env.CHROMIUM_PATH) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = root && existsSync('/usr/bin/apt-get');
  // A machine whose package lists were removed (as container images do) knows no package at all:
  // fetch them first, or the shell never looks listed there.
  const noLists = () => {
    try {
      return !readdirSync('/var/lib/apt/lists').some((f) => f.includes('_Packages'));
    } catch {
      return true;
    }
  };
  const update = () => run('apt-get update', 'apt-get', ['update', '-qq']);
  const updated = apt && found && noLists();
  if (updated) update();
  // Only where the package list has it: otherwise each run would try, fail and go on.
  const listed = () =>
    spawnSync('apt-cache', ['show', 'chromium-headless-shell'], { stdio: 'ignore' }).status === 0;
  if (apt && (!found || listed())) {
    console.log('› Installing Debian’s chromium-headless-shell for the end-to-end tests');
    if (!updated) update();
    run(
      'apt-get install',
      'apt-get',
      ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-dejavu-core'],
      {
        DEBIAN_FRONTEND: 'noninteractive',
      },
    );
    found = findTestChromium();
  }
  if (found) {
    if (found !== HEADLESS_SHELL) {
      console.log(
        `› The end-to-end tests run in ${found}. Debian’s chromium-headless-shell runs them in about half the time (on Debian: sudo apt-get install -y chromium-headless-shell).`,
      );
    }
    return found;
  }
  console.error(
    [
      'No Chromium for the end-to-end tests. Do one of:',
      '  • Debian: sudo apt-get install -y chromium-headless-shell',
      '  • set CHROMIUM_PATH=/path/to/chrome-or-chromium',
      '  • npx playwright install chromium   (where downloads are allowed)',
    ].join('\n'),
  );
  process.exit(1);
}

/** Runs a test runner that writes JSON, and adds its test counts to the tally. */
function tests(name, cmd, args, jsonFile, count, env = {}) {
  rmSync(jsonFile, { force: true });
  const ok = run(name, cmd, args, env);
  const counts = existsSync(jsonFile)
    ? count(JSON.parse(readFileSync(jsonFile, 'utf8')))
    : { passed: 0, failed: 0 };
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  if (counts.passed + counts.failed === 0) {
    console.error(`${name} ran no test`);
    tally.failed += 1;
  } else if (!ok && counts.failed === 0) {
    tally.failed += 1; // the runner failed outside any test
  }
  if (!ok || counts.failed > 0 || counts.passed === 0) finish();
}

/**
 * The embed recipes pasted into a real site of each docs generator (scripts/test-docs-sites.mjs),
 * last, as they install and build those sites; its closing "N passed, N failed" joins the tally.
 */
function docsSites() {
  console.log('\n› docs sites: node scripts/test-docs-sites.mjs');
  const r = spawnSync('node', ['scripts/test-docs-sites.mjs'], {
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  process.stdout.write(r.stdout ?? '');
  const last = /(\d+) passed, (\d+) failed\s*$/.exec(r.stdout ?? '');
  tally.passed += Number(last?.[1] ?? 0);
  tally.failed += last ? Number(last[2]) : 1;
  if (r.status !== 0 && last && Number(last[2]) === 0) tally.failed += 1;
}

ensureDeps();
mkdirSync('test-results', { recursive: true });
check('typecheck', 'npx', ['tsc', '-p', '.']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.']);
tests(
  'unit tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  'test-results/vitest.json',
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
);
check('build', 'npm', ['run', 'build']);
check('size budget', 'npx', ['size-limit']);
const chromium = provisionChromium();
tests(
  'end-to-end tests',
  'npx',
  ['playwright', 'test', '--reporter=list,json'],
  'test-results/playwright.json',
  (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
  { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
);
docsSites();
finish();
