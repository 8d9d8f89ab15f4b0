import css from '../styles/player.css?inline';
import reserve from './reserve.css?inline';

// A constructed stylesheet, adopted by each shadow root: no <style> element is injected, so a
// strict Content-Security-Policy on the host page needs no exception, and no rule leaks out.
// `all: initial` on the host stops the page's inherited font, colour and spacing at the door.
// The reserve keeps the player's room while its first render is on its way (reserve.css).
const HOST = ':host { all: initial; display: block; }\n';

let sheet: CSSStyleSheet | null = null;

export function adoptPlayerStyles(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(HOST + css + reserve);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
