import { describe, expect, it } from 'vitest';
import { CAPTIONS, LEDE, TITLE } from '../model/seedText';
import { renderPage } from './prerender';

describe('the pre-rendered page', () => {
  const html = renderPage();

  it('has the copy a reader sees before any script runs', () => {
    expect(html).toContain(`<h1>${TITLE}</h1>`);
    expect(html).toContain(LEDE);
    expect(html).toContain('Step 1 of 5');
    for (const caption of CAPTIONS) expect(html).toContain(caption);
  });

  it('carries no inline style, which a strict Content-Security-Policy would block', () => {
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toContain('<style');
  });

  it('leaves the colour scheme to CSS, so the first paint is already in the reader’s', () => {
    expect(html).toContain('data-theme="auto"');
  });
});
