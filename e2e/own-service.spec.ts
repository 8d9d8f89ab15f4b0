import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { drawingProblems, expect, freezeClock, hostPage, test, type Problem } from './fixtures';

// A reader's own Service in the explorer: pasted as kubectl prints it, it sets the radio groups
// and names the stage, the result and the objects; a bad paste gets one message and changes
// nothing; a link carries it in its fragment; the element takes it as service-yaml.

const fixture = (name: string) => readFileSync(`src/model/own/fixtures/${name}.yaml`, 'utf8');

const explorer = (page: Page | Locator) => page.getByRole('region', { name: 'What-if explorer' });
const result = (where: Page | Locator) => explorer(where).getByRole('region', { name: 'Result' });
const radio = (where: Page | Locator, group: string, option: string) =>
  explorer(where).getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });
const own = (page: Page | Locator) => explorer(page).getByRole('region', { name: 'Your own Service' });

async function paste(page: Page, yaml: string, nodes?: string) {
  const section = own(page);
  const toggle = section.getByRole('button', { name: 'Use your own Service' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await section.getByRole('textbox', { name: /kubectl get service NAME -o yaml/ }).fill(yaml);
  if (nodes !== undefined)
    await section.getByRole('textbox', { name: /kubectl get nodes -o wide/ }).fill(nodes);
  await section.getByRole('button', { name: 'Use this Service' }).click();
}

test('an AWS ip-target Service: its settings, names and numbers, and what decided them', async ({ page }) => {
  await page.goto('./?view=explore');
  await paste(page, fixture('aws-ip'));
  await expect(own(page).getByRole('status').first()).toContainText(
    'Showing your Service checkout in namespace payments',
  );
  await expect(radio(page, 'Targets', 'Pods')).toBeChecked();
  await expect(radio(page, 'Balancer source', 'Uses its own address')).toBeChecked();
  await expect(result(page).getByRole('listitem').filter({ hasText: 'Pod sees' })).toHaveText(
    'Pod sees: 10.0.0.50',
  );
  await expect(result(page).getByRole('list', { name: 'What your Service decided' })).toContainText(
    'Decided by service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip',
  );
  await expect(
    explorer(page).getByRole('button', { name: 'Replace checkout-5c4d8b7f6-2lq9z' }),
  ).toBeVisible();
  await expect(explorer(page).getByRole('region', { name: 'Service checkout' })).toContainText(
    'name: checkout',
  );
  // Its two Pods are on two Nodes: the stage draws both, and nothing is left out.
  await expect(radio(page, 'checkout Pods on', 'Both Nodes')).toBeChecked();
  await expect(explorer(page).getByText(/more Nodes?, .* not drawn/)).toHaveCount(0);
});

test('with kubectl get nodes -o wide, the Nodes have their addresses, and the ones not drawn are counted', async ({
  page,
}) => {
  await page.goto('./?view=explore');
  const nodes = [
    'NAME     STATUS   ROLES    AGE   VERSION   INTERNAL-IP   EXTERNAL-IP   OS-IMAGE',
    'node-1   Ready    <none>   41d   v1.31.2   10.20.0.11    <none>        Ubuntu',
    'node-2   Ready    <none>   41d   v1.31.2   10.20.0.12    <none>        Ubuntu',
    'node-3   Ready    <none>   41d   v1.31.2   10.20.0.13    <none>        Ubuntu',
  ].join('\n');
  await paste(page, fixture('story'), nodes);
  await expect(explorer(page).getByText('1 more Node, 0 more Pods, not drawn.')).toBeVisible();
  await expect(result(page).getByRole('listitem').filter({ hasText: 'Pod sees' })).toHaveText(
    'Pod sees: 10.20.0.12',
  );
});

test('a bad paste gets one message naming the field, and the previous Service stays', async ({ page }) => {
  await page.goto('./?view=explore');
  await paste(page, fixture('local'));
  await expect(radio(page, 'externalTrafficPolicy', 'Local')).toBeChecked();
  await paste(page, fixture('local').replace('  type: LoadBalancer', '  type: ClusterIP'));
  await expect(own(page).getByRole('alert')).toHaveText(
    /spec\.type of Service api .* is "ClusterIP": expected LoadBalancer/,
  );
  await expect(radio(page, 'externalTrafficPolicy', 'Local')).toBeChecked();
  await expect(own(page).getByRole('status').first()).toContainText('Showing your Service api');
  // Markup in the paste is text, never an element.
  await paste(
    page,
    fixture('local').replace('name: api\n', 'name: "<img src=x onerror=window.injected=1>"\n'),
  );
  await expect(own(page).getByRole('alert')).toContainText('<img src=x onerror=window.injected=1>');
  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  await expect(explorer(page).locator('img')).toHaveCount(0);
});

test('a link carries the paste in its fragment and restores the view; back to the story clears it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./?view=explore');
  await paste(page, fixture('multi-port'));
  await own(page).getByRole('combobox', { name: 'Port followed' }).selectOption('https');
  await expect(explorer(page).getByRole('region', { name: 'Service gateway' })).toContainText('port: 443');
  await own(page).getByRole('button', { name: 'Copy a link to this Service' }).click();
  await expect(page).toHaveURL(/#own=[A-Za-z0-9_-]+$/);
  const link = page.url();
  const fresh = await context.newPage();
  await fresh.goto(link);
  await expect(own(fresh).getByRole('status').first()).toContainText('Showing your Service gateway');
  await expect(own(fresh).getByRole('combobox', { name: 'Port followed' })).toHaveValue('https');
  await expect(radio(fresh, 'Targets', 'Pods')).toBeChecked();
  await own(fresh).getByRole('button', { name: 'Back to the story’s Service' }).click();
  await expect(fresh).not.toHaveURL(/#own=/);
  await expect(explorer(fresh).getByRole('button', { name: 'Replace web-1' })).toBeVisible();
});

test('the React component takes the Service as serviceYaml, its reader fetched from the package', async ({
  page,
}) => {
  await page.goto('/hosts/react/dist/index.html?explore&own');
  await expect(own(page).getByRole('status').first()).toContainText('Showing your Service api');
  const a = explorer(page).getByRole('region', { name: 'A', exact: true });
  await expect(
    a.getByRole('radiogroup', { name: 'externalTrafficPolicy' }).getByRole('radio', { name: 'Local' }),
  ).toBeChecked();
});

test('the custom element takes the Service as service-yaml', async ({ page }) => {
  const yaml = fixture('local').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const body =
    '<script type="module" src="/element/lb-straight-to-pods.js"></script>' +
    `<lb-straight-to-pods view="explore" service-yaml="${yaml}"></lb-straight-to-pods>`;
  await page.goto(hostPage('own-service-element', body));
  const el = page.locator('lb-straight-to-pods');
  await expect(own(el).getByRole('status').first()).toContainText('Showing your Service api');
  await expect(radio(el, 'externalTrafficPolicy', 'Local')).toBeChecked();
  // Another Service given later is read too.
  await el.evaluate((e, text) => e.setAttribute('service-yaml', text), fixture('aws-ip'));
  await expect(own(el).getByRole('status').first()).toContainText('Showing your Service checkout');
  await expect(radio(el, 'Targets', 'Pods')).toBeChecked();
});

// Long names (an AWS Pod's, an NLB's DNS name) are cut to their boxes: every fixture's stage, on a
// wide screen and on a phone, has no label over another or out of its box while its what-if plays.
const FIXTURES = readdirSync('src/model/own/fixtures').map((f) => f.replace(/\.yaml$/, ''));
for (const [width, height] of [
  [1920, 1080],
  [390, 844],
] as const)
  test(`at ${width}×${height}, no label of a pasted Service's stage overlaps or sticks out while it plays`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await freezeClock(page);
    await page.goto('./?view=explore');
    const problems: Problem[] = [];
    for (const name of FIXTURES) {
      await paste(page, fixture(name));
      await expect(own(page).getByRole('status').first()).toContainText('Showing your Service');
      await expect(page.locator('svg.stage .node')).toHaveCount(2);
      // From the start of the what-if, playing.
      await explorer(page).getByRole('button', { name: 'Restart' }).click();
      const pause = explorer(page).getByRole('button', { name: 'Pause', exact: true });
      if (!(await pause.isVisible()))
        await explorer(page).getByRole('button', { name: 'Play', exact: true }).click({ timeout: 5000 });
      await expect(pause, name).toBeVisible();
      for (let i = 0; i < 32; i++) {
        problems.push(...(await drawingProblems(page, `${name}, ${(i / 4).toFixed(2)} s in`)).problems);
        await page.clock.runFor(250);
      }
    }
    const first = new Map<string, string>();
    for (const p of problems) if (!first.has(p.what)) first.set(p.what, p.at);
    expect([...first].map(([what, at]) => `${what} (${at})`)).toEqual([]);
  });
