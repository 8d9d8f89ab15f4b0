import { describe, expect, it } from 'vitest';
import { STEP_NUMBERS } from './steps';
import { BALANCER, CLIENT, NODES, SERVICE, WEB_1, WEB_2 } from './cluster';
import { NOTES } from './notes';

const PARTS = ['pointAt', 'takeaway', 'question', 'answer'] as const;
const text = STEP_NUMBERS.flatMap((n) => PARTS.map((p) => NOTES[n][p])).join('\n');

describe('the speaker notes', () => {
  it.each(STEP_NUMBERS)('step %i has what to point at, a takeaway, a question and its answer', (n) => {
    const notes = NOTES[n];
    for (const part of PARTS) expect(notes[part].trim().length, `step ${n} ${part}`).toBeGreaterThan(20);
    expect(notes.question).toMatch(/\?$/);
    for (const part of ['pointAt', 'takeaway', 'answer'] as const) expect(notes[part]).toMatch(/\.$/);
  });

  it.each(STEP_NUMBERS)('step %i’s takeaway is one sentence', (n) => {
    // A sentence ends at a stop followed by a space; addresses such as 10.244.1.5 have none.
    expect(NOTES[n].takeaway.slice(0, -1)).not.toMatch(/[.!?]\s/);
  });

  it('name only the story’s addresses and ports', () => {
    const addresses = new Set<string>([
      CLIENT.ip,
      BALANCER.frontIp,
      BALANCER.ownIp,
      ...Object.values(NODES).map((n) => n.ip),
      `${WEB_1.ip}:${SERVICE.targetPort}`,
      `${WEB_2.ip}:${SERVICE.targetPort}`,
      WEB_1.ip,
      WEB_2.ip,
    ]);
    const named = text.match(/\b\d{1,3}(\.\d{1,3}){3}(:\d+)?/g) ?? [];
    expect(named.length).toBeGreaterThan(5);
    for (const a of named) expect(addresses, a).toContain(a);
    for (const port of text.match(/\b\d{5}\b/g) ?? []) expect(port).toBe(String(SERVICE.nodePort));
  });

  it('claim nothing shared/FACTS.md says never to show', () => {
    // Unnamed "several" balancers, the flag freeing ports or choosing Pod targets, the Pod
    // always seeing the client, the readiness probe as the balancer's check.
    expect(text).not.toMatch(/several/i);
    expect(text).not.toMatch(/allocateLoadBalancerNodePorts[^.]*(frees (?!none)|closes|chose|makes)/);
    expect(text).not.toMatch(/always sees the client/);
    expect(NOTES[4].answer).toMatch(/^No: the kubelet’s readiness probe/);
    expect(NOTES[5].takeaway).toContain('frees none');
    expect(NOTES[2].takeaway).toContain('not allocateLoadBalancerNodePorts');
  });
});
