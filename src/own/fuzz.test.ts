import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, seeded, type Random } from '../../test-support/seeded';
import { parseOwn } from '../../test-support/own';

// A seeded stream of malformed and hostile pastes: each gets one message, or, where it is still a
// valid Service (markup in an annotation), a reading; none throws, and none injects markup.

const story = readFileSync(new URL('../model/own/fixtures/story.yaml', import.meta.url), 'utf8');
const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

type Kind =
  'nesting' | 'aliases' | 'huge' | 'markup-name' | 'markup-annotation' | 'mutated' | 'junk' | 'wrong-shape';
const KINDS: readonly Kind[] = [
  'nesting',
  'aliases',
  'huge',
  'markup-name',
  'markup-annotation',
  'mutated',
  'junk',
  'wrong-shape',
];

function generate(r: Random, kind: Kind): { yaml: string; valid: boolean } {
  switch (kind) {
    case 'nesting': {
      const depth = 500 + r.int(20000);
      const flow = r.chance(0.5);
      return {
        yaml: flow ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'- '.repeat(depth)}x`,
        valid: false,
      };
    }
    case 'aliases': {
      // A billion laughs: each level doubles or more the one before.
      const levels = 8 + r.int(10);
      const lines = ['a0: &a0 [lol, lol, lol, lol]'];
      for (let i = 1; i <= levels; i++)
        lines.push(`a${i}: &a${i} [*a${i - 1}, *a${i - 1}, *a${i - 1}, *a${i - 1}]`);
      lines.push(`kind: Service`, `spec: *a${levels}`);
      return { yaml: lines.join('\n'), valid: false };
    }
    case 'huge': {
      const size = 1000 + r.int(600 * 1024);
      return { yaml: story.replace('name: web\n', `name: ${'w'.repeat(size)}\n`), valid: false };
    }
    case 'markup-name': {
      const where = r.pick([
        'name: web\n',
        'name: web-1\n',
        'nodeName: node-1\n',
        'kubernetes.io/service-name: web\n',
      ]);
      return {
        yaml: story.replace(where, where.replace(/: .*/, `: ${JSON.stringify(r.pick(MARKUP))}`)),
        valid: false,
      };
    }
    case 'markup-annotation':
      return {
        yaml: story.replace(
          '    service.beta.kubernetes.io/aws-load-balancer-type: external\n',
          `    service.beta.kubernetes.io/aws-load-balancer-type: external\n    x-${r.int(99)}: ${JSON.stringify(r.pick([...MARKUP, ...HOSTILE_STRINGS]))}\n`,
        ),
        valid: true,
      };
    case 'mutated': {
      // A line of the Service cut or broken: either still valid or one message.
      const lines = story.split('\n');
      const at = r.int(lines.length);
      const broken = r.pick([
        '',
        '  : :',
        '\t',
        '- [',
        '"',
        'kind: Pod',
        'type: NodePort',
        'addressType: FQDN',
      ]);
      lines[at] = r.chance(0.5) ? broken : `${lines[at] ?? ''}${broken}`;
      return { yaml: lines.join('\n'), valid: false };
    }
    case 'junk': {
      const chars = ':-[]{}&*!|>\'"%@`#,? \n\tkindServicespec';
      return {
        yaml: Array.from({ length: r.int(400) }, () => chars[r.int(chars.length)]).join(''),
        valid: false,
      };
    }
    case 'wrong-shape':
      return {
        yaml: r.pick([
          'kind: Service\nmetadata: [1, 2]\n',
          'kind: Service\nmetadata: {name: web}\nspec: 7\n',
          'kind: List\nitems: {a: 1}\n',
          'kind: Service\nmetadata: {name: web}\nspec: {type: LoadBalancer, ports: [{port: 99999}]}\n',
          `- ${r.pick(HOSTILE_STRINGS)}\n`,
          'null',
          '42',
          `kind: EndpointSlice\nmetadata: {name: ${r.int(9)}}\n`,
          story.replace('- 10.244.1.5', '- 999.1.1.1'),
          story.replace('ready: true', 'ready: "yes"'),
        ]),
        valid: false,
      };
  }
}

describe('fuzzing the own-Service reader', () => {
  it('1,000 malformed and hostile pastes: a message each (or a reading), no exception, no injection', () => {
    const r = seeded('own-service');
    const counts = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
    let messages = 0;
    for (let i = 0; i < 1000; i++) {
      const kind = KINDS[i % KINDS.length] as Kind;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const { yaml, valid } = generate(r, kind);
      const result = parseOwn({ yaml });
      const shown =
        'error' in result ? [result.error] : [JSON.stringify(result.cast), JSON.stringify(result.config)];
      if ('error' in result) {
        messages++;
        expect(result.error.length, yaml.slice(0, 200)).toBeGreaterThan(10);
        expect(result.error.length).toBeLessThan(600);
      } else if (!valid && kind !== 'mutated')
        throw new Error(`accepted a ${kind} paste: ${yaml.slice(0, 200)}`);
      // Shown as React text, whatever it holds is escaped: no tag comes of it but the paragraph's own.
      const markup = renderToStaticMarkup(createElement('p', null, ...shown));
      expect(markup.slice(3, -4), kind).not.toMatch(/[<>]/);
    }
    expect([...counts.values()].every((n) => n > 0)).toBe(true);
    expect(messages).toBeGreaterThan(700);
  }, 60_000);
});
