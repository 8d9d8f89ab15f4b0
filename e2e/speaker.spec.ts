import type { Page } from '@playwright/test';
import { controls, expect, freezeClock, test, untilDrawn } from './fixtures';
import { NOTES } from '../src/model/notes';
import { STEPS } from '../src/model/steps';
import { TALK_CHANNEL } from '../src/model/talk';

/** The speaker view's parts, found as a presenter's screen reader would find them. */
function speakerView(page: Page) {
  const playback = page.getByRole('group', { name: 'Playback' });
  return {
    heading: page.getByRole('heading', { level: 1, name: /^Speaker view/ }),
    stepCount: page.getByText(/^Step \d of 5$/),
    caption: page.locator('.caption'),
    now: page.locator('.now > p').filter({ visible: true }),
    notes: page.getByRole('region', { name: /^Notes for step \d$/ }),
    next: page.getByText(/^Next: .+/),
    timer: page.getByRole('timer', { name: 'Talk time' }),
    play: playback.getByRole('button', { name: 'Play', exact: true }),
    pause: playback.getByRole('button', { name: 'Pause', exact: true }),
    nextStep: playback.getByRole('button', { name: 'Next step' }),
    previousStep: playback.getByRole('button', { name: 'Previous step' }),
  };
}

/**
 * The fixture watches the test's first page; a second window is watched here the same way: no
 * console error, no uncaught exception, no request to another origin.
 */
function watched(page: Page): () => void {
  const problems: string[] = [];
  const origin = new URL(page.url()).origin;
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('request', (r) => new URL(r.url()).origin !== origin && problems.push(r.url()));
  return () => expect(problems, 'the speaker window’s errors and foreign requests').toEqual([]);
}

/**
 * The presenter view at `query`, and the speaker view opened from it with S, once the speaker
 * view has heard where the talk is: `query` names another step than the first, where the
 * speaker view opens on its own.
 */
async function presentWithSpeaker(page: Page, query: string) {
  await page.goto(query);
  await untilDrawn(page);
  await page.keyboard.press('f');
  const c = controls(page);
  await expect(c.player).toHaveClass(/presenting/);
  const [speaker] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('s')]);
  const check = watched(speaker);
  const step = new URLSearchParams(query.split('?')[1]).get('step');
  expect(step, 'a step other than the first').toMatch(/^[2-5]$/);
  await expect(speakerView(speaker).stepCount).toHaveText(`Step ${step} of 5`);
  return { c, speaker, s: speakerView(speaker), check };
}

/** The presenter's current step, as its step segments say (ARIA state) and its caption. */
async function expectPresenterAt(page: Page, step: number) {
  const segment = controls(page)
    .player.getByRole('group', { name: 'Steps' })
    .getByRole('button', { name: new RegExp(`^Play from step ${step}:`) });
  await expect(segment).toHaveAttribute('aria-current', 'step');
  await expect(controls(page).stepCount).toHaveText(`Step ${step} of 5`);
}

test.describe('the speaker view', () => {
  test('S in the presenter view opens it: the caption and “Now:” line, the notes, the next step, a timer', async ({
    page,
  }) => {
    const { c, speaker, s, check } = await presentWithSpeaker(page, './?step=2');
    await expect(speaker).toHaveURL(/[?&]view=speaker\b/);
    await expect(speaker).toHaveTitle(/^Speaker view/);
    // The browser left fullscreen to open the window; the presenter view stays on the screen.
    await expect(c.player).toHaveClass(/presenting/);
    await expect(s.stepCount).toHaveText('Step 2 of 5');
    await expect(s.caption).toHaveText(STEPS[1]!.caption);
    // The same words the player shows.
    await expect(s.now).toHaveText((await c.now.textContent())!);
    await expect(s.notes.getByRole('term')).toHaveText(['Point at', 'Takeaway', 'They may ask', 'Answer']);
    const notes = NOTES[2];
    await expect(s.notes.getByRole('definition')).toHaveText([
      notes.pointAt,
      notes.takeaway,
      notes.question,
      notes.answer,
    ]);
    await expect(s.next).toHaveText(`Next: Step 3 · ${STEPS[2]!.name}`);
    await expect(s.timer).toHaveText('0:00');
    // The menu item does what S does: the window is there already, so it comes forward.
    await page.getByRole('button', { name: 'Present & share' }).click();
    await page.getByRole('button', { name: 'Speaker view' }).click();
    expect(page.context().pages()).toHaveLength(2);
    check();
  });

  test('its controls and keys drive the presenter, and the presenter’s keys and clicker drive it', async ({
    page,
  }) => {
    // The clock stands still: what Next and Previous do depends on how far a step has played.
    await freezeClock(page);
    const { c, speaker, s, check } = await presentWithSpeaker(page, './?step=2');
    await expect(s.heading).toBeVisible();
    // Pausing at each step, as the presenter view does: the first Next plays step 2 in both.
    await s.nextStep.click();
    await expect(c.pause).toBeVisible();
    await expect(s.pause).toBeVisible();
    await expectPresenterAt(page, 2);
    await s.nextStep.click();
    await expectPresenterAt(page, 3);
    await expect(s.stepCount).toHaveText('Step 3 of 5');
    await s.pause.click();
    await expect(c.play).toBeVisible();
    // Keys in the speaker view: a number, a clicker's PageUp, Space.
    await speaker.keyboard.press('4');
    await expectPresenterAt(page, 4);
    await expect(s.notes).toHaveAccessibleName('Notes for step 4');
    await expect(s.caption).toHaveText(STEPS[3]!.caption);
    await speaker.keyboard.press('PageUp');
    await expectPresenterAt(page, 3);
    await speaker.keyboard.press('Space');
    await expect(c.pause).toBeVisible();
    await speaker.keyboard.press('Space');
    await expect(c.play).toBeVisible();
    // And the other way: the presenter's clicker plays step 3, then shows step 4; its keys.
    await page.keyboard.press('PageDown');
    await expect(s.pause).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(s.stepCount).toHaveText('Step 4 of 5');
    await page.keyboard.press('5');
    await expect(s.stepCount).toHaveText('Step 5 of 5');
    await expect(s.next).toHaveText('Next: nothing; this is the last step.');
    await page.keyboard.press('ArrowLeft');
    await expect(s.stepCount).toHaveText('Step 4 of 5');
    // Keys that belong to the presenter's window only do nothing here.
    await speaker.keyboard.press('f');
    await speaker.keyboard.press('?');
    await expect(speaker.getByRole('dialog')).toHaveCount(0);
    await speaker.keyboard.press('3');
    await expectPresenterAt(page, 3);
    await expect(c.player).toHaveClass(/presenting/);
    check();
  });

  test('each window tells the other once, and nothing echoes back', async ({ page }) => {
    const { speaker, s, check } = await presentWithSpeaker(page, './?step=2');
    // A listener of its own in the speaker's window hears what both windows send.
    await speaker.evaluate((name) => {
      const heard: unknown[] = [];
      (window as never as { heard: unknown[] }).heard = heard;
      new BroadcastChannel(name).onmessage = (e) => heard.push(e.data);
    }, TALK_CHANNEL);
    const heard = () =>
      speaker.evaluate(() =>
        (window as never as { heard: { type: string; step?: number }[] }).heard.map(
          (m) => `${m.type} ${m.step}`,
        ),
      );
    // Three changes from alternate windows: each is sent once, and the one after it would
    // come behind any echo of it.
    await speaker.keyboard.press('4');
    await expectPresenterAt(page, 4);
    await page.keyboard.press('3');
    await expect(s.stepCount).toHaveText('Step 3 of 5');
    await speaker.keyboard.press('5');
    await expectPresenterAt(page, 5);
    await page.keyboard.press('1');
    await expect.poll(heard).toEqual(['position 4', 'position 3', 'position 5', 'position 1']);
    check();
  });

  test('the browser’s exits from fullscreen as the window opens, however many, leave the presenter view on', async ({
    page,
  }) => {
    const { c, check } = await presentWithSpeaker(page, './?step=2');
    // As Chromium does when it grants the view's fullscreen request after the window opened, then
    // ends it again for the window.
    for (let i = 0; i < 3; i++)
      await page.evaluate(() => document.dispatchEvent(new Event('fullscreenchange')));
    await expect(c.player).toHaveClass(/presenting/);
    await expect(page.getByRole('checkbox', { name: 'Pause at each step' })).toBeChecked();
    // The presenter still leaves it with Esc.
    await page.keyboard.press('Escape');
    await expect(c.player).not.toHaveClass(/presenting/);
    check();
  });

  test('a window’s answer that crossed the presenter’s latest key on the way does not undo it', async ({
    page,
    watch,
  }) => {
    const { speaker, check } = await presentWithSpeaker(page, './?step=2');
    await page.keyboard.press('4');
    await expectPresenterAt(page, 4);
    await expect(speakerView(speaker).stepCount).toHaveText('Step 4 of 5');
    // Where another window was before that key: an answer to a hello, sent as the key was pressed.
    const answer = (version: number) =>
      speaker.evaluate(
        ([name, version]) => {
          const channel = new BroadcastChannel(name as string);
          channel.postMessage({
            channel: name,
            type: 'position',
            version,
            from: 'another window',
            answer: true,
            step: 2,
            t: 0,
            playing: false,
            speed: 1,
            pauseAtSteps: true,
            showReply: false,
          });
          // Read after it: once the presenter has warned of this one, it has read the answer.
          channel.postMessage('read');
          channel.close();
        },
        [TALK_CHANNEL, version] as const,
      );
    const warned = () => watch.warnings.filter((w) => w.includes('got "read"')).length;
    await answer(0);
    await expect.poll(warned).toBe(1);
    await expectPresenterAt(page, 4);
    // An answer as new as the talk's latest change is taken: a window behind catches up by it.
    await answer(1_000);
    await expectPresenterAt(page, 2);
    check();
  });

  test('a bad message on the channel is ignored with a warning', async ({ page, watch }) => {
    const { speaker, check } = await presentWithSpeaker(page, './?step=2');
    await speaker.evaluate((name) => {
      const channel = new BroadcastChannel(name);
      channel.postMessage({ channel: name, type: 'position', step: 9, t: 0 });
      channel.postMessage({ channel: name, type: 'position', step: 3, t: 0, playing: 'yes' });
      channel.postMessage('hello');
      // A good one last: once it has moved the presenter, the bad ones have been read.
      channel.postMessage({
        channel: name,
        type: 'position',
        version: 99,
        from: 'another window',
        answer: false,
        step: 4,
        t: 0,
        playing: false,
        speed: 1,
        pauseAtSteps: true,
        showReply: false,
      });
    }, TALK_CHANNEL);
    await expectPresenterAt(page, 4);
    expect(watch.warnings.filter((w) => w.startsWith('Ignoring a message from another window'))).toEqual([
      'Ignoring a message from another window of the talk: position needs step: 1–5.',
      'Ignoring a message from another window of the talk: position needs speed: 0.5, 1, 1.5 or 2.',
      'Ignoring a message from another window of the talk: expected an object, got "hello".',
    ]);
    check();
  });

  test('closing one window leaves the other working; S opens it again where the talk is', async ({
    page,
  }) => {
    const { c, speaker, check } = await presentWithSpeaker(page, './?step=2');
    await speaker.keyboard.press('3');
    await expectPresenterAt(page, 3);
    check();
    await speaker.close();
    await page.keyboard.press('4');
    await expectPresenterAt(page, 4);
    await c.previous.click();
    await expectPresenterAt(page, 3);
    // Opened again, it picks up the presenter's position.
    const [again] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('s')]);
    const checkAgain = watched(again);
    await expect(speakerView(again).stepCount).toHaveText('Step 3 of 5');
    // Now the presenter's window goes, and the speaker view runs the talk alone.
    await page.close();
    const alone = speakerView(again);
    await alone.nextStep.click();
    await expect(alone.pause).toBeVisible();
    await alone.nextStep.click();
    await expect(alone.stepCount).toHaveText('Step 4 of 5');
    checkAgain();
  });

  test('a reload of either window rejoins the talk and picks up the other’s position', async ({ page }) => {
    // The clock stands still, so a playing talk stays where it is. Each window is loaded again
    // at an address that says step 1, paused (an address lags behind a talk while it plays): what
    // it shows after, it can only have learnt from the other window.
    await freezeClock(page);
    const { c, speaker, s, check } = await presentWithSpeaker(page, './?step=2');
    await speaker.keyboard.press('3');
    await speaker.keyboard.press('Space');
    await expect(c.pause).toBeVisible();
    await expectPresenterAt(page, 3);
    await page.goto('./?step=1');
    await untilDrawn(page);
    await expectPresenterAt(page, 3);
    await expect(c.pause).toBeVisible();
    // Still linked: the speaker view's keys move it.
    await speaker.keyboard.press('Space');
    await expect(c.play).toBeVisible();
    await speaker.keyboard.press('2');
    await expectPresenterAt(page, 2);
    // Now the speaker view's reload, while the presenter plays step 4.
    await page.keyboard.press('4');
    await page.keyboard.press('Space');
    await expect(s.pause).toBeVisible();
    await speaker.reload();
    await expect(s.stepCount).toHaveText('Step 4 of 5');
    await expect(s.pause).toBeVisible();
    await speaker.goto('./?view=speaker&step=1');
    await expect(s.stepCount).toHaveText('Step 4 of 5');
    await expect(s.pause).toBeVisible();
    await page.keyboard.press('5');
    await expect(s.stepCount).toHaveText('Step 5 of 5');
    check();
  });

  test('its talk timer starts with the talk’s first Play, counts wall-clock time and survives a reload', async ({
    page,
  }) => {
    await freezeClock(page);
    const { c, speaker, s, check } = await presentWithSpeaker(page, './?step=2');
    await expect(s.timer).toHaveText('0:00');
    await page.clock.runFor(30_000);
    await expect(s.timer).toHaveText('0:00');
    await expect(speaker.getByRole('button', { name: 'Start timer' })).toBeVisible();
    // The first Play, from the presenter's clicker, starts it.
    await page.keyboard.press('PageDown');
    await expect(c.pause).toBeVisible();
    await page.clock.runFor(65_000);
    await expect(s.timer).toHaveText('1:05');
    // Paused, at the step's end, the talk goes on.
    await expect(c.play).toBeVisible();
    await page.clock.fastForward(60 * 60_000);
    await expect(s.timer).toHaveText('1:01:05');
    await speaker.reload();
    await expect(s.timer).toHaveText('1:01:05');
    await page.clock.runFor(2_000);
    await expect(s.timer).toHaveText('1:01:07');
    await speaker.getByRole('button', { name: 'Restart timer' }).click();
    await expect(s.timer).toHaveText('0:00');
    await page.clock.runFor(3_000);
    await expect(s.timer).toHaveText('0:03');
    check();
  });

  test('is drawn in the theme the page asked for, and opens only from the page’s own player', async ({
    page,
  }) => {
    const { speaker } = await presentWithSpeaker(page, './?step=2&theme=dark');
    await expect(speaker).toHaveURL(/[?&]theme=dark\b/);
    await expect(speaker.locator('.lb-root')).toHaveAttribute('data-theme', 'dark');
    // An embedded player has no speaker view: S does nothing there.
    await page.goto('./?embed=1');
    await untilDrawn(page);
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('s');
    await page.getByRole('button', { name: 'Present & save' }).click();
    await expect(page.getByRole('button', { name: 'Speaker view' })).toHaveCount(0);
    expect(page.context().pages()).toHaveLength(2);
  });
});
