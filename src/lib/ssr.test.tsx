import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StraightToPods } from './index';

describe('the React component on a server', () => {
  it('renders without a window, as a Docusaurus build does, and draws in the browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<StraightToPods step={3} theme="dark" />);
    // Only the placeholder that keeps the player's room (reserve.css) until it renders.
    expect(html).toBe('<div><div class="lb-straight-to-pods-reserve" data-controls="full"></div></div>');
  });
});
