import type { Locator, Page } from '@playwright/test';
import { CHANNEL } from '../src/model/messages';
import {
  OTHER_ORIGIN,
  SITE,
  controls,
  counters,
  expect,
  expectScheme,
  freezeClock,
  hostPage,
  sendToFrame,
  tag,
  test,
} from './fixtures';

// The what-if explorer, as a reader uses it: radio groups by name, the result in words, one
// clock for two lanes, the address, and the same view in the embeds.

const explorer = (page: Page | Locator) => page.getByRole('region', { name: 'What-if explorer' });
const lane = (page: Page | Locator, name: 'A' | 'B') =>
  explorer(page).getByRole('region', { name, exact: true });
const result = (where: Locator) => where.getByRole('region', { name: 'Result' });
const radioGroup = (where: Locator, name: string) => where.getByRole('radiogroup', { name });
const radio = (where: Locator, group: string, option: string) =>
  radioGroup(where, group).getByRole('radio', { name: option, exact: true });
const choose = (where: Locator, group: string, option: string) => radio(where, group, option).check();
const scrubber = (page: Page | Locator) =>
  explorer(page).getByRole('slider', { name: 'Position in the what-if' });
const pause = (page: Page | Locator) => explorer(page).getByRole('button', { name: 'Pause', exact: true });
const figures = (where: Locator) => result(where).getByRole('listitem');
/** The line above the lanes that says what sets them apart. */
const difference = (page: Page | Locator) =>
  explorer(page)
    .getByRole('paragraph')
    .filter({ hasText: /^What differs:/ });
const compareBox = (page: Page | Locator) =>
  explorer(page).getByRole('checkbox', { name: 'Compare side by side' });

// Every radio group the model takes, and its options.
const GROUPS = {
  Targets: ['Node ports', 'Pods'],
  externalTrafficPolicy: ['Cluster', 'Local'],
  'Balancer source': ['Keeps the client address', 'Uses its own address'],
  allocateLoadBalancerNodePorts: ['true', 'false, new Service', 'false, 31000 kept'],
  'web Pods on': ['Node-1', 'Node-2', 'Both Nodes'],
  'Connection lands on': ['Node-1', 'Node-2'],
};

// The result's figures for the connections the tests meet: through two Nodes with one SNAT
// (step 1's); straight to a Pod with the client's address kept; and with the balancer's own.
const TWO_HOPS = ['Node hops: 2', 'Node SNAT: 1', 'Pod sees: 10.0.0.12'];
const ONE_HOP_CLIENT_ADDRESS = ['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7'];
const ONE_HOP_BALANCER_ADDRESS = ['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 10.0.0.50'];

test('opens from the story’s step list, with every radio group the model takes', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Explore what-ifs' }).click();
  await expect(page).toHaveURL(/view=explore/);
  const x = explorer(page);
  for (const [group, options] of Object.entries(GROUPS)) {
    await expect(radioGroup(x, group).getByRole('radio')).toHaveCount(options.length);
    for (const o of options) await expect(radio(x, group, o)).toBeVisible();
  }
  // Lane A opens as step 1 does: Node ports, Cluster, landing on Node-2.
  await expect(result(x).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(figures(x)).toHaveText(TWO_HOPS);
  await expect(x.locator('svg.stage .node').first()).toBeVisible();
});

test('a change re-routes the connection through the model, replays it and keeps it in the address', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('./?view=explore');
  const x = explorer(page);
  await expect(figures(x)).toHaveText(TWO_HOPS);
  await scrubber(page).fill('3');
  await choose(x, 'Targets', 'Pods');
  await expect(figures(x)).toHaveText(ONE_HOP_CLIENT_ADDRESS);
  // Replayed from its start, playing; the YAML shows the ip target group.
  await expect(scrubber(page)).toHaveValue('0');
  await expect(pause(page)).toBeVisible();
  await expect(x.getByRole('region', { name: 'Balancer target groups' })).toContainText('targetType: ip');
  const landsOn = radioGroup(x, 'Connection lands on').getByRole('radio');
  await expect(landsOn).toHaveCount(2);
  for (const r of await landsOn.all()) await expect(r).toBeDisabled();
  await expect(page).toHaveURL(/[?&]a=targets(:|%3A)pods/);
  await choose(x, 'Balancer source', 'Uses its own address');
  await expect(figures(x)).toHaveText(ONE_HOP_BALANCER_ADDRESS);
  // The packet on stage carries what the model says: from the balancer's own address.
  await page.clock.runFor(2600);
  await expect(tag(x)).toContainText('10.0.0.50');
});

test('says why a connection is not delivered, and what Local and the flag do', async ({ page }) => {
  await page.goto('./?view=explore');
  const x = explorer(page);
  await choose(x, 'allocateLoadBalancerNodePorts', 'false, new Service');
  await expect(
    result(x).getByText('Not delivered: there is no node port, so the balancer has no target'),
  ).toBeVisible();
  await expect(result(x)).toContainText('meant only for balancers that route straight to Pods');
  await choose(x, 'allocateLoadBalancerNodePorts', 'false, 31000 kept');
  await expect(figures(x)).toHaveText(TWO_HOPS);
  await choose(x, 'externalTrafficPolicy', 'Local');
  await expect(figures(x)).toHaveText(ONE_HOP_CLIENT_ADDRESS);
  await expect(result(x)).toContainText(
    'Node-2 has no ready web Pod, so it fails the balancer’s health check on healthCheckNodePort',
  );
  await expect(x.locator('svg.stage [data-target="10.0.0.12:31000"]')).toContainText('unhealthy');
  await expect(x.getByRole('region', { name: 'Service web' })).toContainText('healthCheckNodePort: 32100');
});

test('"Replace web-1" runs the replacement through the model: Pod targets register the new Pod', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('./?view=explore&a=targets:pods');
  const x = explorer(page);
  await x.getByRole('button', { name: 'Replace web-1' }).click();
  await page.clock.runFor(5000);
  await expect(x.locator('svg.stage [data-target="10.244.2.9:8080"]')).toContainText('healthy');
  await expect(x.locator('svg.stage [data-target="10.244.1.5:8080"]')).toContainText('draining');
  await expect(figures(x)).toHaveText(ONE_HOP_CLIENT_ADDRESS);
  await expect(result(x)).toContainText('web-3');
});

test('compares two lanes on one clock: the packets leave together, and B arrives with fewer hops', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('./?view=explore');
  const x = explorer(page);
  await compareBox(page).check();
  const [a, b] = [lane(page, 'A'), lane(page, 'B')];
  await expect(figures(a)).toHaveText(TWO_HOPS);
  await expect(figures(b)).toHaveText(ONE_HOP_CLIENT_ADDRESS);
  await expect(radio(b, 'Targets', 'Pods')).toBeChecked();
  await pause(page).click();
  await scrubber(page).fill('0');
  await x.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.runFor(1500);
  // One clock: both packets are on their way at the same moment.
  for (const l of [a, b]) await expect(tag(l)).toContainText('Request');
  // B's packet is at its Pod while A's is still between its two Nodes.
  await page.clock.runFor(4000);
  await expect(counters(b)).toContainText(['Node hops: 1', 'Pod sees:', '203.0.113.7']);
  await expect(counters(a)).toContainText(['Node hops: 1', 'Pod sees:', '–']);
  await page.clock.runFor(2000);
  await expect(counters(a).first()).toHaveText('Node hops: 2');
  await expect(page).toHaveURL(/compare=1/);
  // Where two lanes do not fit side by side, they stack, and still share the clock.
  await page.setViewportSize({ width: 720, height: 900 });
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxB!.y).toBeGreaterThan(boxA!.y + boxA!.height - 1);
  await expect(scrubber(page)).toHaveCount(1);
});

/**
 * The settings a lane marks as set apart from the other lane's: in words in the group's legend,
 * seen, and in its description, heard; every other group says nothing of it.
 */
async function expectMarked(where: Locator, other: 'A' | 'B', marked: readonly string[]): Promise<void> {
  const words = `differs from ${other}`;
  for (const group of Object.keys(GROUPS)) {
    const g = radioGroup(where, group);
    if (marked.includes(group)) {
      await expect(g.getByText(words, { exact: true }), `${group}: ${words}`).toBeVisible();
      await expect(g).toHaveAccessibleDescription(words);
    } else await expect(g, `${group}: not marked`).not.toHaveAccessibleDescription(/differs/);
  }
}

test('compared, marks the settings that differ on both lanes in words, and says in one line what differs', async ({
  page,
}) => {
  await page.goto('./?view=explore&compare=1');
  const [a, b] = [lane(page, 'A'), lane(page, 'B')];
  const summary = difference(page);
  const expectDifference = async (line: string, marked: readonly string[]) => {
    await expect(summary).toHaveText(`What differs: ${line}`);
    await expectMarked(a, 'B', marked);
    await expectMarked(b, 'A', marked);
  };
  // Lane B opens on Pod targets; everything else as A has it.
  await expectDifference('A: Node ports · B: Pods', ['Targets']);
  // The summary sits above both lanes.
  const [line, laneA, laneB] = [await summary.boundingBox(), await a.boundingBox(), await b.boundingBox()];
  expect(line!.y + line!.height).toBeLessThanOrEqual(Math.min(laneA!.y, laneB!.y));
  // Each change the reader makes, on either lane, is followed.
  await choose(b, 'externalTrafficPolicy', 'Local');
  await expectDifference('A: Node ports, Cluster · B: Pods, Local', ['Targets', 'externalTrafficPolicy']);
  await choose(a, 'web Pods on', 'Both Nodes');
  await expectDifference('A: Node ports, Cluster, web Pods on both Nodes · B: Pods, Local, web-1 on Node-1', [
    'Targets',
    'externalTrafficPolicy',
    'web Pods on',
  ]);
  await choose(b, 'Targets', 'Node ports');
  await choose(b, 'web Pods on', 'Both Nodes');
  // Where both connections land now matters, and B's lands elsewhere.
  await choose(b, 'Connection lands on', 'Node-1');
  await expectDifference('A: Cluster, lands on Node-2 · B: Local, lands on Node-1', [
    'externalTrafficPolicy',
    'Connection lands on',
  ]);
  await choose(b, 'externalTrafficPolicy', 'Cluster');
  await choose(b, 'Connection lands on', 'Node-2');
  await expectDifference('nothing, A and B have the same settings', []);
  // Alone, lane A has nothing to differ from.
  await choose(b, 'Targets', 'Pods');
  await compareBox(page).uncheck();
  await expect(summary).toHaveCount(0);
  await expectMarked(explorer(page), 'B', []);
});

/** Each box lies whole within the viewport, as it is now. */
async function expectInView(page: Page, boxes: Record<string, Locator>, when: string): Promise<void> {
  const view = page.viewportSize()!;
  for (const [name, locator] of Object.entries(boxes)) {
    const box = (await locator.boundingBox())!;
    const at = `${name} ${when}: x ${box.x}, y ${box.y}, ${box.width} × ${box.height} in ${view.width} × ${view.height}`;
    expect(box.x, at).toBeGreaterThanOrEqual(0);
    expect(box.y, at).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, at).toBeLessThanOrEqual(view.width);
    expect(box.y + box.height, at).toBeLessThanOrEqual(view.height);
  }
}

test('at 1920×1080, both Results are in view without scrolling, as the compare opens and from its top, in both themes', async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Settings that make the Results long (every way kube-proxy's pick can go) and mark many fields.
    await page.goto('./?view=explore&a=pods:both&b=policy:Local,source:own,allocate:false-kept,pods:node-2');
    await expectScheme(page.locator('.lb-root').first(), scheme);
    await compareBox(page).check();
    const results = { 'Result A': result(lane(page, 'A')), 'Result B': result(lane(page, 'B')) };
    await expect(result(lane(page, 'A')).getByRole('list', { name: 'Ways it can go' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), 'scrolled').toBe(0);
    await expectInView(page, results, `${scheme}, as the compare opens`);
    // A reader who comes back to the compare finds it at its top: its controls and both Results.
    await explorer(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expectInView(
      page,
      { ...results, Play: explorer(page).getByRole('button', { name: 'Play', exact: true }) },
      `${scheme}, from the compare's top`,
    );
  }
});

test('its buttons look as the player’s do', async ({ page }) => {
  const look = (button: Locator) =>
    button.evaluate((el) => {
      const s = getComputedStyle(el);
      const { height } = el.getBoundingClientRect();
      return [s.fontSize, s.padding, s.border, s.borderRadius, s.backgroundColor, s.color, height];
    });
  await page.goto('./');
  const player = controls(page);
  const [primary, icon, worded] = [
    await look(player.play),
    await look(player.restart),
    await look(player.previous),
  ];
  await page.goto('./?view=explore&compare=1');
  expect(await look(explorer(page).getByRole('button', { name: 'Play', exact: true }))).toEqual(primary);
  expect(await look(explorer(page).getByRole('button', { name: 'Restart' }))).toEqual(icon);
  for (const name of ['A', 'B'] as const)
    expect(await look(lane(page, name).getByRole('button', { name: 'Replace web-1' })), name).toEqual(worded);
});

for (const [width, height] of [
  [1280, 720],
  [390, 844],
] as const)
  test(`compared at ${width}×${height}: nothing scrolls sideways and no text is under 11 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./?view=explore&compare=1&a=policy:Local,pods:both');
    await expect(explorer(page).locator('svg.stage .node').first()).toBeVisible();
    await expect(difference(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Every piece of text in the explorer as drawn: in its lanes' stages, scaled with the drawing.
    const smallest = await explorer(page).evaluate((root) => {
      let px = Infinity;
      let text = '';
      for (const el of root.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!own || el.getClientRects().length === 0) continue;
        const svg = el.closest('svg');
        const size = parseFloat(getComputedStyle(el).fontSize) * (svg?.getScreenCTM()?.a ?? 1);
        if (size < px) [px, text] = [size, el.textContent ?? ''];
      }
      return { px, text };
    });
    expect(smallest.px, `"${smallest.text}"`).toBeGreaterThanOrEqual(11);
  });

test('restores both lanes from the address, and names each bad value once', async ({ page, watch }) => {
  await page.goto('./?view=explore&compare=1&a=policy:Local,pods:both&b=source:own,policy:Sometimes');
  const [a, b] = [lane(page, 'A'), lane(page, 'B')];
  await expect(radio(a, 'externalTrafficPolicy', 'Local')).toBeChecked();
  await expect(radio(a, 'web Pods on', 'Both Nodes')).toBeChecked();
  await expect(figures(a)).toHaveText(ONE_HOP_CLIENT_ADDRESS);
  await expect(radio(b, 'Balancer source', 'Uses its own address')).toBeChecked();
  await expect(figures(b)).toHaveText(ONE_HOP_BALANCER_ADDRESS);
  await expect.poll(() => watch.warnings.filter((w) => w.includes('policy:Sometimes'))).toHaveLength(1);
});

test('is keyboard-only, announces its result politely and honours reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?view=explore');
  const x = explorer(page);
  await expect(x.locator('svg.stage')).toHaveClass(/still/);
  await expect(result(x).locator('[aria-live="polite"]')).toContainText('Node hops: 2');
  await radio(x, 'Targets', 'Node ports').focus();
  await page.keyboard.press('ArrowRight');
  await expect(radio(x, 'Targets', 'Pods')).toBeChecked();
  await expect(result(x).locator('[aria-live="polite"]')).toContainText('Node hops: 1');
});

test.describe('embedded', () => {
  test('in an iframe: the same host messages play it', async ({ page }) => {
    const src = `${SITE}/?embed=1&view=explore&allowedOrigins=${encodeURIComponent(OTHER_ORIGIN)}`;
    await page.goto(`${OTHER_ORIGIN}/hosts/iframe.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('iframe').locator('body');
    await expect(figures(explorer(frame))).toHaveText(TWO_HOPS);
    await sendToFrame(page, { channel: CHANNEL, type: 'play' });
    await expect(pause(frame)).toBeVisible();
    // A seek moves the one clock to its t, whatever step it names, and again to the same place.
    for (let i = 0; i < 2; i++) {
      await sendToFrame(
        page,
        { channel: CHANNEL, type: 'pause' },
        { channel: CHANNEL, type: 'seek', step: 3, t: 2 },
      );
      await expect(scrubber(frame)).toHaveAttribute('aria-valuetext', /^2 s of /);
      await sendToFrame(page, { channel: CHANNEL, type: 'play' });
      await expect(scrubber(frame)).not.toHaveAttribute('aria-valuetext', /^2 s of /);
    }
  });

  test('as the custom element, view="explore"', async ({ page }) => {
    const body =
      '<script type="module" src="/element/lb-straight-to-pods.js"></script>' +
      '<lb-straight-to-pods view="explore" a="targets:pods"></lb-straight-to-pods>';
    await page.goto(hostPage('explore-element', body));
    const el = page.locator('lb-straight-to-pods');
    await expect(figures(explorer(el))).toHaveText(ONE_HOP_CLIENT_ADDRESS);
    await el.evaluate((e: HTMLElement & { play(): void }) => e.play());
    await expect(pause(el)).toBeVisible();
  });

  test('as the React component, view="explore": the host plays both lanes', async ({ page }) => {
    await page.goto('/hosts/react/dist/index.html?explore');
    const b = lane(page, 'B');
    await expect(figures(b)).toHaveText(ONE_HOP_BALANCER_ADDRESS);
    await page.getByRole('button', { name: 'Host: play' }).click();
    await expect(pause(page)).toBeVisible();
  });
});
