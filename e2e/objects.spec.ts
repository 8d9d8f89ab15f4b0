import type { Page } from '@playwright/test';
import { controls, expect, freezeClock, marksIn, test, wrapsOf } from './fixtures';

function panels(page: Page) {
  const panel = (name: string) => page.getByRole('region', { name, exact: true });
  return {
    service: panel('Service web'),
    slice: panel('EndpointSlice of web'),
    targets: panel('Balancer target groups'),
  };
}

/** The ledger's request table as rows of cell texts. */
async function ledgerTable(page: Page, caption: RegExp) {
  const table = controls(page).ledger.getByRole('table', { name: caption });
  // Read once it is there: the player renders in a transition, which may end after the load event.
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '').join(' | ')),
    );
}

test.describe('the packet ledger', () => {
  test('step 1: hops, rewrites at Node-2, what web-1 sees, and the cost in Nodes', async ({ page }) => {
    await page.goto('./?step=1&t=4.5');
    const c = controls(page);
    expect(await ledgerTable(page, /^Request: Client → Pod web-1/)).toEqual([
      'Client | 203.0.113.7:50412 | 198.51.100.10:80',
      'Load balancer | 203.0.113.7:50412 | 10.0.0.12:31000',
      '↳ Forward to target: destination 198.51.100.10:80 → 10.0.0.12:31000 (balancer, target 10.0.0.12:31000)',
      'Node-2 | 10.0.0.12:50412 | 10.244.1.5:8080',
      '↳ DNAT 10.0.0.12:31000 → 10.244.1.5:8080 (kube-proxy, Node-2)',
      '↳ SNAT 203.0.113.7 → 10.0.0.12 (masquerade, externalTrafficPolicy Cluster)',
      'Node-1 | 10.0.0.12:50412 | 10.244.1.5:8080',
      'Pod web-1 | 10.0.0.12:50412 | 10.244.1.5:8080',
    ]);
    await expect(c.currentHop).toHaveText('Node-2');
    await expect(c.ledger).toContainText(
      'Pod web-1 sees source 10.0.0.12 (Node-2), not the client’s 203.0.113.7. 2 Nodes, 1 Node SNAT.',
    );
  });

  test('before a step sends its first packet, says when it will, and never names a Pod not yet created', async ({
    page,
  }) => {
    await page.goto('./?step=4&t=0');
    const c = controls(page);
    await expect(c.ledger.getByRole('table')).toHaveAccessibleName(
      'Request: Client → Pod web-1 — not sent yet: it leaves 1.5 s into this step',
    );
    // web-2 is not on the stage yet: the ledger tells the connection web-1 served, nothing later.
    await page.goto('./?step=4&t=5.5');
    await expect(page.locator('svg.stage [data-pod="web-2"]')).toHaveCount(0);
    await expect(c.ledger).not.toContainText('web-2');
    await expect(c.ledger).not.toContainText('10.244.2.7');
    await page.goto('./?step=4&t=13.5');
    await expect(c.ledger.getByRole('table')).toHaveAccessibleName(
      /^Health check probe: Load balancer → Pod web-2 — travelling/,
    );
  });

  test('the packet’s status changes in place: one sentence seen, and the table does not move', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const table = controls(page).ledger.getByRole('table');
    const headerAt = new Set<number>();
    for (const [t, status] of [
      ['0.5', 'not sent yet: it leaves 1 s into this step'],
      ['3', 'travelling: the highlighted hop is where it is'],
      ['7.5', 'arrived at Pod web-1'],
      ['8.7', 'delivered'],
    ] as const) {
      await page.goto(`./?step=1&t=${t}`);
      await expect(table).toHaveAccessibleName(`Request: Client → Pod web-1 — ${status}`);
      await expect(table.locator('caption')).toHaveText(`Request: Client → Pod web-1 — ${status}`, {
        useInnerText: true,
      });
      // From the table's top, caption included: the step's words above the ledger change too.
      const [whole, header] = await Promise.all([
        table.boundingBox(),
        table.getByRole('row').first().boundingBox(),
      ]);
      headerAt.add(header!.y - whole!.y);
    }
    expect([...headerAt]).toHaveLength(1);
  });

  test('a packet resting at its last hop is said to have arrived there, not to travel', async ({ page }) => {
    await page.goto('./?step=2&t=8.5');
    const table = controls(page).ledger.getByRole('table');
    await expect(table).toHaveAccessibleName(
      'Health check probe: Load balancer → Pod web-1 — arrived at Pod web-1',
    );
    await expect(table.locator('tr[aria-current]')).toContainText('Pod web-1');
  });

  test('on a phone an address wraps only after a dot or its colon, never inside a number', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const wraps = () => wrapsOf(controls(page).ledger.locator('tbody tr:not(.rewrite) td'));
    for (const [at, step] of [
      ['step=1&t=4.5', 1],
      ['step=3&t=2.5', 3],
    ] as const) {
      await page.goto(`./?${at}`);
      await expect(controls(page).stepCount).toHaveText(`Step ${step} of 5`);
      await expect(controls(page).ledger.getByRole('table')).toHaveAccessibleName(/travelling/);
      const cells = await wraps();
      expect(
        cells.some((c) => c.starts.length > 0),
        `${at}: some address wraps at this width`,
      ).toBe(true);
      for (const { text, starts } of cells)
        for (const i of starts) {
          const around = `${text.slice(0, i)}⏎${text.slice(i)}`;
          expect(/[.:\s]/.test(text[i - 1] ?? '') || /\s/.test(text[i] ?? ''), `${at}: ${around}`).toBe(true);
        }
    }
  });

  test('its columns stay put from one packet to the next, and no hop name spills, even on a phone', async ({
    page,
  }) => {
    const c = controls(page);
    const table = c.ledger.getByRole('table').first();
    const columns = () =>
      table
        .getByRole('columnheader')
        .evaluateAll((cells) => cells.map((th) => Math.round(th.getBoundingClientRect().width)));
    const spilled = () =>
      c.ledger
        .locator('tbody th')
        .evaluateAll((cells) =>
          cells.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent),
        );
    await page.goto('./?step=1&t=2');
    await expect(table).toHaveAccessibleName(/^Request: Client → Pod web-1/);
    const first = await columns();
    // Step 2's health check: other hops, other addresses.
    await page.goto('./?step=2&t=3.5');
    await expect(table).toHaveAccessibleName(/^Health check probe/);
    expect(await columns()).toEqual(first);
    expect(await spilled()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const at of ['step=1&t=2', 'step=2&t=3.5', 'step=4&t=12.5']) {
      await page.goto(`./?${at}`);
      await expect(table).toBeVisible();
      expect(await spilled(), at).toEqual([]);
    }
  });

  test('the highlighted hop follows the packet as it plays', async ({ page }) => {
    await freezeClock(page);
    await page.goto('./?step=1&t=0.5');
    const c = controls(page);
    await c.play.click();
    const seen: string[] = [];
    for (let i = 0; i < 32; i++) {
      const hop = (await c.currentHop.count()) ? await c.currentHop.textContent() : null;
      if (hop && seen[seen.length - 1] !== hop) seen.push(hop);
      await page.clock.runFor(250);
    }
    expect(seen).toEqual(['Client', 'Load balancer', 'Node-2', 'Node-1', 'Pod web-1']);
  });

  test('step 1 reply: back through Node-2, where conntrack reverses both rewrites', async ({ page }) => {
    await page.goto('./?step=1&t=8');
    const c = controls(page);
    await c.ledger.getByRole('checkbox', { name: 'Show the reply' }).check();
    const rows = await ledgerTable(page, /^Reply: Pod web-1 → Client/);
    expect(rows.filter((r) => !r.startsWith('↳')).map((r) => r.split(' | ')[0])).toEqual([
      'Pod web-1',
      'Node-1',
      'Node-2',
      'Load balancer',
      'Client',
    ]);
    expect(rows).toContain('Node-2 | 10.0.0.12:31000 | 203.0.113.7:50412');
    expect(rows).toContain('↳ Reverse DNAT: source 10.244.1.5:8080 → 10.0.0.12:31000 (conntrack, Node-2)');
  });

  test('step 3: one Node, no SNAT, Node-2 absent, and the source left to the implementation', async ({
    page,
  }) => {
    await page.goto('./?step=3&t=4.5');
    const c = controls(page);
    const rows = await ledgerTable(page, /^Request: Client → Pod web-1/);
    expect(rows.map((r) => r.split(' | ')[0])).toEqual([
      'Client',
      'Load balancer',
      '↳ Forward to target: destination 198.51.100.10:80 → 10.244.1.5:8080 (balancer, target 10.244.1.5:8080)',
      '↳ Source 203.0.113.7:50412 kept, or replaced by 10.0.0.50:(balancer port) (balancer, per implementation)',
      'Node-1',
      'Pod web-1',
    ]);
    expect(rows.join('\n')).not.toContain('Node-2');
    await expect(c.ledger).toContainText('1 Node, no Node SNAT.');
    await expect(c.ledger).toContainText('depends on the balancer implementation');
    await c.ledger.getByRole('checkbox', { name: 'Show the reply' }).check();
    const reply = await ledgerTable(page, /^Reply/);
    expect(reply.filter((r) => !r.startsWith('↳')).map((r) => r.split(' | ')[0])).toEqual([
      'Pod web-1',
      'Node-1',
      'Load balancer',
      'Client',
    ]);
    await expect(c.ledger).toContainText('the reply goes back through this balancer');
  });

  test('step 4: the probe’s ledger; step 5: no packet', async ({ page }) => {
    await page.goto('./?step=4&t=14.6');
    const c = controls(page);
    expect(await ledgerTable(page, /^Health check probe: Load balancer → Pod web-2/)).toEqual([
      'Load balancer | 10.0.0.50 | 10.244.2.7:8080',
      'Node-2 | 10.0.0.50 | 10.244.2.7:8080',
      'Pod web-2 | 10.0.0.50 | 10.244.2.7:8080',
    ]);
    await expect(c.currentHop).toHaveText('Node-2');
    await page.goto('./?step=5&t=5');
    await expect(c.ledger).toContainText('No packet in this step');
  });
});

test.describe('the live objects', () => {
  test('step 1: Service defaults, nodePort assigned by the API server, node-port targets', async ({
    page,
  }) => {
    await page.goto('./?step=1');
    const p = panels(page);
    await expect(p.service).toContainText(
      'nodePort: 31000  # assigned by the API server, from 30000–32767 by default',
    );
    await expect(p.service).toContainText('allocateLoadBalancerNodePorts: true');
    await expect(p.service).toContainText('externalTrafficPolicy: Cluster');
    await expect(p.slice).toContainText('kubernetes.io/service-name: web');
    await expect(p.targets).toContainText(
      'listener: {port: 80, forwardTo: instance group}\ntargetGroups:\n- targetType: instance\n  deregistration_delay.timeout_seconds: 30\n  targets:\n  - target: 10.0.0.11:31000\n    health: healthy\n  - target: 10.0.0.12:31000',
    );
    // The stage's balancer box says the same: one group, its type, where the listener forwards.
    await expect(page.locator('svg.stage [data-group="instance"]')).toHaveText(
      /targetType instance\s*◀ listener/,
    );
    await expect(page.locator('svg.stage [data-group]')).toHaveCount(1);
  });

  test('step 2: the target group replaced in one reconcile, the listener on the empty ip group, then its target registered; at the end only it is left', async ({
    page,
  }) => {
    await page.goto('./?step=2&t=4.4');
    const stage = page.locator('svg.stage');
    await expect(stage.locator('[data-group]')).toHaveText([
      'targetType instance',
      /targetType ip\s*◀ listener/,
    ]);
    await expect(panels(page).targets).toContainText(
      '- targetType: ip\n  deregistration_delay.timeout_seconds: 30\n  targets: []',
    );
    await expect(panels(page).service).toContainText(
      'service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip',
    );
    await page.goto('./?step=2&t=6.5');
    await expect(stage.locator('[data-group]')).toHaveText([/targetType ip\s*◀ listener/]);
    await expect(stage.locator('[data-target="10.244.1.5:8080"]')).toContainText('initial');
    await page.goto('./?step=2&t=10.5');
    const p = panels(page);
    await expect(p.targets).toHaveText(
      /forwardTo: ip group\}\s+targetGroups:\s+- targetType: ip\s+deregistration_delay\.timeout_seconds: 30\s+targets:\s+- target: 10\.244\.1\.5:8080\s+health: healthy\s*$/,
    );
    await expect(stage.locator('[data-group]')).toHaveText([/targetType ip\s*◀ listener/]);
    await expect(p.service).toContainText('allocateLoadBalancerNodePorts: true');
    await expect(p.service).toContainText('nodePort: 31000');
  });

  const step4: [number, { slice: string[]; targets: RegExp }][] = [
    [
      2.5,
      {
        slice: ['conditions: {ready: false, serving: true, terminating: true}'],
        targets: /10\.244\.1\.5:8080\s+health: healthy/,
      },
    ],
    [5.5, { slice: ['name: web-1'], targets: /10\.244\.1\.5:8080\s+health: draining/ }],
    [
      7.6,
      {
        slice: ['"10.244.2.7"', 'conditions: {ready: false, serving: false, terminating: false}'],
        targets: /targets:\s+- target: 10\.244\.1\.5:8080\s+health: draining\s*$/,
      },
    ],
    [
      13.5,
      {
        slice: ['conditions: {ready: true, serving: true, terminating: false}'],
        targets: /10\.244\.2\.7:8080\s+health: initial/,
      },
    ],
    [15.5, { slice: ['nodeName: node-2'], targets: /10\.244\.2\.7:8080\s+health: healthy/ }],
    [
      17.5,
      { slice: ['name: web-1'], targets: /targets:\s+- target: 10\.244\.2\.7:8080\s+health: healthy\s*$/ },
    ],
  ];
  for (const [t, want] of step4) {
    test(`step 4 at ${t} s: slice, targets and stage agree`, async ({ page }) => {
      await page.goto(`./?step=4&t=${t}`);
      const p = panels(page);
      for (const line of want.slice) await expect(p.slice).toContainText(line);
      await expect(p.targets.locator('pre')).toHaveText(want.targets);
      // The stage's target list says the same as the panel.
      const target = want.targets.source.match(/10\\\.244\\\.(\d)\\\.(\d)/);
      const id = target ? `10.244.${target[1]}.${target[2]}:8080` : '';
      const health = want.targets.source.match(/health: (\w+)/)?.[1] ?? '';
      await expect(page.locator(`svg.stage [data-target="${id}"]`)).toContainText(health);
    });
  }

  test('step 4 end: web-1 gone from the slice, one target', async ({ page }) => {
    await page.goto('./?step=4&t=21');
    const p = panels(page);
    await expect(p.slice).not.toContainText('10.244.1.5');
    await expect(p.targets.locator('pre')).toHaveText(
      /targets:\s+- target: 10\.244\.2\.7:8080\s+health: healthy\s*$/,
    );
  });

  test('step 5: the field flips to false, 31000 stays in the Service and open on both Nodes', async ({
    page,
  }) => {
    await page.goto('./?step=5&t=1.5');
    const p = panels(page);
    await expect(marksIn(p.service)).toContainText('allocateLoadBalancerNodePorts: false');
    await page.goto('./?step=5&t=10');
    await expect(p.service).toContainText('allocateLoadBalancerNodePorts: false');
    await expect(p.service).toContainText(
      'nodePort: 31000  # still allocated: freed only by removing nodePort from every port in an explicit update',
    );
    await expect(marksIn(p.service)).toHaveCount(0);
    await expect(page.locator('svg.stage').getByText('node port 31000 open')).toHaveCount(2);
  });

  test('a changed field is marked for the length of the change, then not', async ({ page }) => {
    await page.goto('./?step=4&t=2.1');
    const p = panels(page);
    await expect(marksIn(p.slice)).toHaveText([
      '  conditions: {ready: false, serving: true, terminating: true}\n',
    ]);
    await page.goto('./?step=4&t=3.8');
    await expect(marksIn(p.slice)).toHaveCount(0);
  });
});

test.describe('layout', () => {
  for (const [width, height] of [
    [1920, 1080],
    [1440, 900],
  ] as const) {
    test(`at ${width}×${height} the stage, the ledger and the panels are seen together`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('./?step=1&t=4.5');
      const c = controls(page);
      await c.player.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const p = panels(page);
      for (const part of [page.locator('svg.stage'), c.ledger, p.slice, p.targets]) {
        await expect(part).toBeInViewport({ ratio: 1 });
      }
      // The Service's annotations (set at its creation) run longer than the screen: its name,
      // type and annotations start in view, its ports below.
      await expect(p.service.getByRole('heading')).toBeInViewport({ ratio: 1 });
      await expect(p.service).toBeInViewport({ ratio: 0.3 });
    });
  }

  test('a YAML line too long for its panel wraps past where its key starts, not to the edge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('./?step=4&t=12.5');
    const conditions = panels(page).slice.getByText('conditions: {ready: false', { exact: false });
    // Where the key starts, and where each wrapped part of the line starts.
    const starts = await conditions.evaluate((el) => {
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.setStart(text, text.textContent!.search(/\S/));
      range.setEnd(text, text.textContent!.length);
      return [...range.getClientRects()].map((r) => Math.round(r.left));
    });
    expect(starts.length, 'the line wraps at this width').toBeGreaterThan(1);
    for (const wrapped of starts.slice(1)) expect(wrapped).toBeGreaterThan(starts[0]!);
  });

  test('on a wide screen the panels stay put under the controls, whatever the ledger beside them holds', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const c = controls(page);
    /** How far below the controls the panels start, once step n's ledger is there. */
    const below = async (n: number) => {
      await expect(c.stepCount).toHaveText(`Step ${n} of 5`);
      await expect(c.ledger.getByRole('table').first()).toHaveAccessibleName(/travelling/);
      const [controlsBottom, panelsTop] = await Promise.all([
        page.locator('.control-row').evaluate((el) => el.getBoundingClientRect().bottom),
        panels(page).service.evaluate((el) => el.getBoundingClientRect().top),
      ]);
      return Math.round(panelsTop - controlsBottom);
    };
    // Step 1's ledger is the longest of the story, step 3's short.
    await page.goto('./?step=1&t=4.5');
    const first = await below(1);
    expect(first).toBeLessThan(20);
    await page.goto('./?step=3&t=2.5');
    expect(await below(3)).toBe(first);
    await page.goto('./?step=1&t=4.5');
    await page.getByRole('checkbox', { name: 'Show the reply' }).check();
    await expect(c.ledger.getByRole('table')).toHaveCount(2);
    expect(await below(1)).toBe(first);
  });

  test('on a narrow screen the panels go below the stage and stay readable', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.goto('./?step=4&t=12.5');
    const stage = await page.locator('svg.stage').boundingBox();
    const p = panels(page);
    const service = await p.service.boundingBox();
    expect(service!.y).toBeGreaterThan(stage!.y + stage!.height);
    expect(service!.width).toBeGreaterThan(250);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
