import type { Locator, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHANNEL } from '../src/model/messages';
import { OTHER_ORIGIN, SITE, expect, freezeClock, sendToFrame, test } from './fixtures';

// The what-if explorer, as a reader uses it: radio groups by name, the result in words, one
// clock for two lanes, the address, and the same view in the embeds.

const explorer = (page: Page | Locator) => page.getByRole('region', { name: 'What-if explorer' });
const lane = (page: Page | Locator, name: 'A' | 'B') =>
  explorer(page).getByRole('region', { name, exact: true });
const result = (where: Locator) => where.getByRole('region', { name: 'Result' });
const choose = (where: Locator, group: string, option: string) =>
  where.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
const scrubber = (page: Page | Locator) =>
  explorer(page).getByRole('slider', { name: 'Position in the what-if' });
const figures = (where: Locator) => result(where).getByRole('listitem');

test('opens from the story’s step list, with every radio group the model takes', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Explore what-ifs' }).click();
  await expect(page).toHaveURL(/view=explore/);
  const x = explorer(page);
  const groups = {
    Targets: ['Node ports', 'Pods'],
    externalTrafficPolicy: ['Cluster', 'Local'],
    'Balancer source': ['Keeps the client address', 'Uses its own address'],
    allocateLoadBalancerNodePorts: ['true', 'false, new Service', 'false, 31000 kept'],
    'web Pods on': ['Node-1', 'Node-2', 'Both Nodes'],
    'Connection lands on': ['Node-1', 'Node-2'],
  };
  for (const [group, options] of Object.entries(groups)) {
    const radios = x.getByRole('radiogroup', { name: group }).getByRole('radio');
    await expect(radios).toHaveCount(options.length);
    for (const o of options)
      await expect(
        x.getByRole('radiogroup', { name: group }).getByRole('radio', { name: o, exact: true }),
      ).toBeVisible();
  }
  // Lane A opens as step 1 does: Node ports, Cluster, landing on Node-2.
  await expect(result(x).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(figures(x)).toHaveText(['Node hops: 2', 'Node SNAT: 1', 'Pod sees: 10.0.0.12']);
  await expect(x.locator('svg.stage .node').first()).toBeVisible();
});

test('a change re-routes the connection through the model, replays it and keeps it in the address', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('./?view=explore');
  const x = explorer(page);
  await expect(figures(x)).toHaveText(['Node hops: 2', 'Node SNAT: 1', 'Pod sees: 10.0.0.12']);
  await scrubber(page).fill('3');
  await choose(x, 'Targets', 'Pods');
  await expect(figures(x)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7']);
  // Replayed from its start, playing; the YAML shows the ip target group.
  await expect(scrubber(page)).toHaveValue('0');
  await expect(x.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(x.getByRole('region', { name: 'Balancer target groups' })).toContainText('targetType: ip');
  for (const radio of await x
    .getByRole('radiogroup', { name: 'Connection lands on' })
    .getByRole('radio')
    .all())
    await expect(radio).toBeDisabled();
  await expect(page).toHaveURL(/[?&]a=targets(:|%3A)pods/);
  await choose(x, 'Balancer source', 'Uses its own address');
  await expect(figures(x)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 10.0.0.50']);
  // The packet on stage carries what the model says: from the balancer's own address.
  await page.clock.runFor(2600);
  await expect(x.locator('svg.stage [data-tag]')).toContainText('10.0.0.50');
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
  await expect(figures(x)).toHaveText(['Node hops: 2', 'Node SNAT: 1', 'Pod sees: 10.0.0.12']);
  await choose(x, 'externalTrafficPolicy', 'Local');
  await expect(figures(x)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7']);
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
  await expect(figures(x)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7']);
  await expect(result(x)).toContainText('web-3');
});

test('compares two lanes on one clock: the packets leave together, and B arrives with fewer hops', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('./?view=explore');
  const x = explorer(page);
  await x.getByRole('checkbox', { name: 'Compare side by side' }).check();
  const [a, b] = [lane(page, 'A'), lane(page, 'B')];
  await expect(figures(a)).toHaveText(['Node hops: 2', 'Node SNAT: 1', 'Pod sees: 10.0.0.12']);
  await expect(figures(b)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7']);
  await expect(
    b.getByRole('radiogroup', { name: 'Targets' }).getByRole('radio', { name: 'Pods' }),
  ).toBeChecked();
  await x.getByRole('button', { name: 'Pause', exact: true }).click();
  await scrubber(page).fill('0');
  await x.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.runFor(1500);
  // One clock: both packets are on their way at the same moment.
  for (const l of [a, b]) await expect(l.locator('svg.stage [data-tag]')).toContainText('Request');
  // B's packet is at its Pod while A's is still between its two Nodes.
  await page.clock.runFor(4000);
  await expect(b.locator('svg.stage .counters text')).toContainText([
    'Node hops: 1',
    'Pod sees:',
    '203.0.113.7',
  ]);
  await expect(a.locator('svg.stage .counters text')).toContainText(['Node hops: 1', 'Pod sees:', '–']);
  await page.clock.runFor(2000);
  await expect(a.locator('svg.stage .counters text').first()).toHaveText('Node hops: 2');
  await expect(page).toHaveURL(/compare=1/);
  // Where two lanes do not fit side by side, they stack, and still share the clock.
  await page.setViewportSize({ width: 720, height: 900 });
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxB!.y).toBeGreaterThan(boxA!.y + boxA!.height - 1);
  await expect(scrubber(page)).toHaveCount(1);
});

test('restores both lanes from the address, and names each bad value once', async ({ page, watch }) => {
  await page.goto('./?view=explore&compare=1&a=policy:Local,pods:both&b=source:own,policy:Sometimes');
  const [a, b] = [lane(page, 'A'), lane(page, 'B')];
  await expect(
    a.getByRole('radiogroup', { name: 'externalTrafficPolicy' }).getByRole('radio', { name: 'Local' }),
  ).toBeChecked();
  await expect(
    a.getByRole('radiogroup', { name: 'web Pods on' }).getByRole('radio', { name: 'Both Nodes' }),
  ).toBeChecked();
  await expect(figures(a)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7']);
  await expect(
    b
      .getByRole('radiogroup', { name: 'Balancer source' })
      .getByRole('radio', { name: 'Uses its own address' }),
  ).toBeChecked();
  await expect(figures(b)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 10.0.0.50']);
  await expect.poll(() => watch.warnings.filter((w) => w.includes('policy:Sometimes'))).toHaveLength(1);
});

test('is keyboard-only, announces its result politely and honours reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?view=explore');
  const x = explorer(page);
  await expect(x.locator('svg.stage')).toHaveClass(/still/);
  await expect(result(x).locator('[aria-live="polite"]')).toContainText('Node hops: 2');
  const nodePorts = x.getByRole('radiogroup', { name: 'Targets' }).getByRole('radio', { name: 'Node ports' });
  await nodePorts.focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    x.getByRole('radiogroup', { name: 'Targets' }).getByRole('radio', { name: 'Pods' }),
  ).toBeChecked();
  await expect(result(x).locator('[aria-live="polite"]')).toContainText('Node hops: 1');
});

test.describe('embedded', () => {
  test('in an iframe: the same host messages play it', async ({ page }) => {
    const src = `${SITE}/?embed=1&view=explore&allowedOrigins=${encodeURIComponent(OTHER_ORIGIN)}`;
    await page.goto(`${OTHER_ORIGIN}/hosts/iframe.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('iframe').locator('body');
    await expect(figures(explorer(frame))).toHaveText([
      'Node hops: 2',
      'Node SNAT: 1',
      'Pod sees: 10.0.0.12',
    ]);
    await sendToFrame(page, { channel: CHANNEL, type: 'play' });
    await expect(explorer(frame).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
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
    mkdirSync('e2e/hosts/generated', { recursive: true });
    writeFileSync(
      'e2e/hosts/generated/explore-element.html',
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="data:,"><title>Element</title>' +
        '<script type="module" src="/element/lb-straight-to-pods.js"></script></head>' +
        '<body><lb-straight-to-pods view="explore" a="targets:pods"></lb-straight-to-pods></body></html>',
    );
    await page.goto('/hosts/generated/explore-element.html');
    const el = page.locator('lb-straight-to-pods');
    await expect(figures(explorer(el))).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 203.0.113.7']);
    await el.evaluate((e: HTMLElement & { play(): void }) => e.play());
    await expect(explorer(el).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });

  test('as the React component, view="explore": the host plays both lanes', async ({ page }) => {
    await page.goto('/hosts/react/dist/index.html?explore');
    const b = lane(page, 'B');
    await expect(figures(b)).toHaveText(['Node hops: 1', 'Node SNAT: 0', 'Pod sees: 10.0.0.50']);
    await page.getByRole('button', { name: 'Host: play' }).click();
    await expect(explorer(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });
});
