import { describe, expect, it } from 'vitest';
import { describeRewrite, ledgerSummary } from './ledger';
import { NoRouteError, formatSock, nodePortHop, routeProbe, routeReply, routeRequest } from './routing';
import { compiledStep } from './position';

const hopLabels = (r: { hops: readonly { label: string }[] }) => r.hops.map((h) => h.label);
const step1 = compiledStep(1).packets[0];
const step3 = compiledStep(3).packets[0];

describe('step 1: a node-port target', () => {
  it('goes client → balancer → Node-2 → Node-1 → web-1', () => {
    expect(step1 && hopLabels(step1.route)).toEqual([
      'Client',
      'Load balancer',
      'Node-2',
      'Node-1',
      'Pod web-1',
    ]);
  });

  it('is DNATed and SNATed at Node-2, by kube-proxy, and nowhere else on a Node', () => {
    const route = step1!.route;
    const node2 = route.hops[2]!;
    expect(node2.rewrites.map(describeRewrite)).toEqual([
      'DNAT 10.0.0.12:31000 → 10.244.1.5:8080 (kube-proxy, Node-2)',
      'SNAT 203.0.113.7 → 10.0.0.12 (masquerade, externalTrafficPolicy Cluster)',
    ]);
    expect(route.hops[3]!.rewrites).toEqual([]);
    expect(route.hops[4]!.rewrites).toEqual([]);
  });

  it('reaches a node port on Node-2 (its third hop), and none on Node-1', () => {
    expect(nodePortHop(step1!.route, 'node-2')).toBe(2);
    expect(nodePortHop(step1!.route, 'node-1')).toBe(-1);
    expect(nodePortHop(step3!.route, 'node-1')).toBe(-1);
  });

  it('reaches the balancer with the client address and leaves it for Node-2:31000', () => {
    const [client, lb] = step1!.route.hops;
    expect(formatSock(client!.header.src)).toBe('203.0.113.7:50412');
    expect(formatSock(client!.header.dst)).toBe('198.51.100.10:80');
    expect(formatSock(lb!.header.dst)).toBe('10.0.0.12:31000');
    expect(lb!.header.src.ip).toBe('203.0.113.7');
  });

  it('shows web-1 Node-2’s address, with two Nodes and one Node SNAT', () => {
    const route = step1!.route;
    expect(route.seenSource.ip).toBe('10.0.0.12');
    expect(route.nodeHops).toBe(2);
    expect(route.nodeSnats).toBe(1);
    expect(ledgerSummary(route)).toMatch(/sees source 10\.0\.0\.12.*2 Nodes, 1 Node SNAT/);
  });

  it('says why Cluster SNATs: for the reply to come back through Node-2, even with a local endpoint', () => {
    expect(step1!.route.note).toContain(
      'Under externalTrafficPolicy Cluster kube-proxy masquerades external traffic on the receiving Node, even with a local endpoint, for the reply to return here.',
    );
  });

  it('says MASQUERADE writes the leaving interface’s address, which the story shows, and keeps the port unless it collides', () => {
    const note = step1!.route.note!;
    expect(note).toContain('MASQUERADE writes the leaving interface’s address, Node-2’s (a VPC-native CNI)');
    expect(note).toContain('keeping the port unless it collides.');
    expect(formatSock(step1!.route.hops[2]!.header.src)).toBe('10.0.0.12:50412');
  });

  it('replies back through Node-2, where conntrack reverses both rewrites', () => {
    const reply = step1!.reply!;
    expect(hopLabels(reply)).toEqual(['Pod web-1', 'Node-1', 'Node-2', 'Load balancer', 'Client']);
    const node2 = reply.hops[2]!;
    expect(node2.rewrites.map((r) => r.kind)).toEqual(['un-snat', 'un-dnat']);
    expect(formatSock(node2.header.src)).toBe('10.0.0.12:31000');
    expect(formatSock(node2.header.dst)).toBe('203.0.113.7:50412');
    expect(formatSock(reply.hops[3]!.header.src)).toBe('198.51.100.10:80');
    expect(formatSock(reply.hops[4]!.header.dst)).toBe('203.0.113.7:50412');
  });
});

describe('step 3: a Pod target', () => {
  it('goes client → balancer → Node-1 → web-1; Node-2 is not on the path', () => {
    expect(hopLabels(step3!.route)).toEqual(['Client', 'Load balancer', 'Node-1', 'Pod web-1']);
    expect(step3!.route.hops.some((h) => h.label === 'Node-2')).toBe(false);
  });

  it('arrives at Node-1 already addressed to the Pod: no DNAT, no Node SNAT', () => {
    const route = step3!.route;
    expect(formatSock(route.hops[1]!.header.dst)).toBe('10.244.1.5:8080');
    expect(route.hops.filter((h) => h.isNode).flatMap((h) => h.rewrites)).toEqual([]);
    expect(route.nodeHops).toBe(1);
    expect(route.nodeSnats).toBe(0);
  });

  it('never claims the Pod sees the client: the source is the client or the balancer, per implementation', () => {
    const route = step3!.route;
    expect(route.seenSource).toMatchObject({ ip: '203.0.113.7', orIp: '10.0.0.50' });
    expect(route.note).toMatch(/depends on the balancer implementation/);
    expect(ledgerSummary(route)).toMatch(/203\.0\.113\.7 \(the client\) or 10\.0\.0\.50/);
  });

  it('replies from Node-1 to the balancer, without Node-2', () => {
    expect(hopLabels(step3!.reply!)).toEqual(['Pod web-1', 'Node-1', 'Load balancer', 'Client']);
  });

  it('differs from step 1 only by the balancer’s targets', () => {
    // Same function, same cluster but for targets: routing is computed, not drawn.
    const s1 = compiledStep(1).opening;
    const s3 = compiledStep(3).opening;
    expect(s1.endpoints).toEqual(s3.endpoints);
    // The Service differs only by the annotations its balancer's controller reads.
    expect({ ...s1.service, annotations: {} }).toEqual({ ...s3.service, annotations: {} });
    expect(s1.groups.map((g) => [g.type, g.targets.map((t) => t.kind)])).toEqual([
      ['instance', ['node-port', 'node-port']],
    ]);
    expect(s3.groups.map((g) => [g.type, g.targets.map((t) => t.kind)])).toEqual([['ip', ['pod']]]);
  });
});

describe('routing refuses what cannot happen', () => {
  it('will not send to a target that is not healthy or not there', () => {
    const s = compiledStep(1).opening;
    expect(() => routeRequest(s, '10.244.1.5:8080')).toThrow(NoRouteError);
    expect(() => routeProbe(s, '10.0.0.11:31000')).toThrow(NoRouteError);
  });

  it('probes a Pod target from the balancer’s own address, with no rewrite', () => {
    const probe = compiledStep(4).packets.find((p) => p.route.kind === 'probe')!.route;
    expect(hopLabels(probe)).toEqual(['Load balancer', 'Node-2', 'Pod web-2']);
    expect(probe.hops[0]!.header.src.ip).toBe('10.0.0.50');
    expect(formatSock(probe.hops[0]!.header.dst)).toBe('10.244.2.7:8080');
    expect(probe.hops.flatMap((h) => h.rewrites)).toEqual([]);
  });

  it('makes a reply of a reply the original route', () => {
    const r = step1!.route;
    const back = routeReply(routeReply(r));
    expect(back.hops.map((h) => h.header)).toEqual(r.hops.map((h) => h.header));
  });
});
