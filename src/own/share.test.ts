import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeOwn, encodeOwn } from './share';

const story = readFileSync(new URL('../model/own/fixtures/story.yaml', import.meta.url), 'utf8');

describe('a paste in a link’s fragment', () => {
  it('comes back as it went, smaller than it was', async () => {
    const text = { yaml: story, nodes: 'NAME INTERNAL-IP\nnode-1 10.0.0.11', port: 'http' };
    const encoded = await encodeOwn(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded.length).toBeLessThan(story.length);
    expect(await decodeOwn(encoded)).toEqual(text);
  });

  it('a fragment that is not one gets a message', async () => {
    expect(await decodeOwn('not-deflate')).toHaveProperty('error');
    expect(await decodeOwn('')).toHaveProperty('error');
  });
});
