import { describe, expect, it } from 'vitest';
import type { StepNumber } from './steps';
import { ledgerRows, ledgerSummary } from './ledger';
import { endpointSliceYaml, isFresh, serviceYaml, targetGroupYaml, type YamlLine } from './objects';
import { sceneAt } from './scene';
import { compiledStep, durationOf } from './position';

const text = (lines: readonly YamlLine[]) =>
  lines.map((l) => (l.note ? `${l.text}  # ${l.note}` : l.text)).join('\n');
const at = (step: StepNumber, t: number) => sceneAt(step, t).state;

describe('the packet ledger', () => {
  it('step 1: every hop’s header, and the rewrites where they happen', () => {
    const rows = ledgerRows(compiledStep(1).packets[0]!.route);
    expect(rows.map((r) => [r.hop, r.src, r.dst])).toEqual([
      ['Client', '203.0.113.7:50412', '198.51.100.10:80'],
      ['Load balancer', '203.0.113.7:50412', '10.0.0.12:31000'],
      ['Node-2', '10.0.0.12:50412', '10.244.1.5:8080'],
      ['Node-1', '10.0.0.12:50412', '10.244.1.5:8080'],
      ['Pod web-1', '10.0.0.12:50412', '10.244.1.5:8080'],
    ]);
    expect(rows[2]!.rewrites).toEqual([
      'DNAT 10.0.0.12:31000 → 10.244.1.5:8080 (kube-proxy, Node-2)',
      'SNAT 203.0.113.7 → 10.0.0.12 (masquerade, externalTrafficPolicy Cluster)',
    ]);
    expect(rows[3]!.rewrites).toEqual([]);
    expect(ledgerSummary(compiledStep(1).packets[0]!.route)).toBe(
      'Pod web-1 sees source 10.0.0.12 (Node-2), not the client’s 203.0.113.7. 2 Nodes, 1 Node SNAT.',
    );
  });

  it('step 1 reply: conntrack on Node-2 reverses both rewrites', () => {
    const rows = ledgerRows(compiledStep(1).packets[0]!.reply!);
    expect(rows.map((r) => r.hop)).toEqual(['Pod web-1', 'Node-1', 'Node-2', 'Load balancer', 'Client']);
    expect(rows[2]!.rewrites).toEqual([
      'Reverse SNAT: destination 10.0.0.12:50412 → 203.0.113.7:50412 (conntrack, Node-2)',
      'Reverse DNAT: source 10.244.1.5:8080 → 10.0.0.12:31000 (conntrack, Node-2)',
    ]);
  });

  it('step 3: one Node, no rewrite on it, and the source left open', () => {
    const route = compiledStep(3).packets[0]!.route;
    const rows = ledgerRows(route);
    expect(rows.map((r) => [r.hop, r.src, r.dst])).toEqual([
      ['Client', '203.0.113.7:50412', '198.51.100.10:80'],
      ['Load balancer', '203.0.113.7:50412 or 10.0.0.50:(balancer port)', '10.244.1.5:8080'],
      ['Node-1', '203.0.113.7:50412 or 10.0.0.50:(balancer port)', '10.244.1.5:8080'],
      ['Pod web-1', '203.0.113.7:50412 or 10.0.0.50:(balancer port)', '10.244.1.5:8080'],
    ]);
    expect(ledgerSummary(route)).toBe(
      'Pod web-1 sees source 203.0.113.7 (the client) or 10.0.0.50 (the balancer’s own), per implementation. 1 Node, no Node SNAT.',
    );
  });
});

describe('the Service', () => {
  it('shows nodePort 31000 as assigned by the API server, and the defaults', () => {
    const yaml = text(serviceYaml(at(1, 0).service));
    expect(yaml).toContain('type: LoadBalancer');
    expect(yaml).toContain(
      '    port: 80\n    targetPort: 8080\n    nodePort: 31000  # assigned by the API server',
    );
    expect(yaml).toContain('allocateLoadBalancerNodePorts: true');
    expect(yaml).toContain('externalTrafficPolicy: Cluster');
  });

  it.each([1, 2, 3, 4] as const)('keeps allocateLoadBalancerNodePorts: true through step %i', (step) => {
    expect(text(serviceYaml(at(step, durationOf(step)).service))).toContain(
      'allocateLoadBalancerNodePorts: true',
    );
  });

  it('step 5: the field turns false, 31000 stays, with how it would be freed', () => {
    const yaml = text(serviceYaml(at(5, durationOf(5)).service));
    expect(yaml).toContain('allocateLoadBalancerNodePorts: false');
    expect(yaml).toContain(
      'nodePort: 31000  # still allocated: freed only by removing nodePort from every port in an explicit update',
    );
  });
});

describe('the EndpointSlice and the target groups through step 4', () => {
  const slice = (t: number) => text(endpointSliceYaml(at(4, t).endpoints));
  const targets = (t: number) => text(targetGroupYaml(at(4, t)));
  const ipGroup = (...rows: string[]) =>
    [
      'listener: {port: 80, forwardTo: ip group}',
      'targetGroups:',
      '- targetType: ip',
      '  deregistration_delay.timeout_seconds: 30',
      '  targets:',
      ...rows,
    ].join('\n');

  it('is found by its service-name label and carries the slice’s port', () => {
    const yaml = slice(0);
    expect(yaml).toContain('labels: {kubernetes.io/service-name: web}');
    expect(yaml).toContain('addressType: IPv4');
    expect(yaml).toContain('ports: [{name: http, port: 8080, protocol: TCP}]');
  });

  it('0 s: web-1 ready, its Pod target healthy in the ip group', () => {
    expect(slice(0)).toContain(
      '- addresses: ["10.244.1.5"]\n  conditions: {ready: true, serving: true, terminating: false}\n  nodeName: node-1\n  targetRef: {kind: Pod, name: web-1}',
    );
    expect(targets(0)).toBe(ipGroup('  - target: 10.244.1.5:8080', '    health: healthy'));
  });

  it('2.5 s: web-1 terminating and not ready, its target still healthy: deregistration has not reached the balancer', () => {
    expect(slice(2.5)).toContain('conditions: {ready: false, serving: true, terminating: true}');
    expect(targets(2.5)).toBe(ipGroup('  - target: 10.244.1.5:8080', '    health: healthy'));
  });

  it('5.5 s: the old target drains', () => {
    expect(targets(5.5)).toBe(ipGroup('  - target: 10.244.1.5:8080', '    health: draining'));
  });

  it('7.6 s: web-2 listed in the same slice, not ready', () => {
    expect(slice(7.6)).toContain(
      '- addresses: ["10.244.2.7"]\n  conditions: {ready: false, serving: false, terminating: false}\n  nodeName: node-2\n  targetRef: {kind: Pod, name: web-2}',
    );
    expect(slice(7.6).match(/kind: EndpointSlice/g)).toHaveLength(1);
  });

  it('10 s: web-2 ready, not yet a target', () => {
    expect(slice(10)).toContain('conditions: {ready: true, serving: true, terminating: false}');
    expect(targets(10)).not.toContain('10.244.2.7');
  });

  it('13.5 s: 10.244.2.7:8080 registered, initial; 15.5 s: healthy', () => {
    expect(targets(13.5)).toContain('  - target: 10.244.2.7:8080\n    health: initial');
    expect(targets(15.5)).toContain('  - target: 10.244.2.7:8080\n    health: healthy');
  });

  it('17.5 s: the old target drained and gone from its group (no state of its own), web-1 still listed', () => {
    expect(targets(17.5)).toBe(ipGroup('  - target: 10.244.2.7:8080', '    health: healthy'));
    expect(slice(17.5)).toContain('10.244.1.5');
  });

  it('at the end: only web-2, only its target', () => {
    expect(slice(durationOf(4))).not.toContain('10.244.1.5');
    expect(targets(durationOf(4))).toBe(ipGroup('  - target: 10.244.2.7:8080', '    health: healthy'));
  });

  it('marks the lines of a field while it has just changed, and only then', () => {
    const fresh = (t: number) => {
      const s = sceneAt(4, t);
      const changed = new Set(s.changed.keys());
      return endpointSliceYaml(s.state.endpoints)
        .filter((l) => isFresh(l, changed))
        .map((l) => l.text);
    };
    expect(fresh(2.1)).toEqual(['  conditions: {ready: false, serving: true, terminating: true}']);
    expect(fresh(3.8)).toEqual([]);
  });
});
