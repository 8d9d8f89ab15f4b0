import type { HostScheme } from '../model/settings';

// What `theme="auto"` follows on someone else's page: the scheme the page declares around the
// embed, as its computed `color-scheme` (which Docusaurus, VitePress and MkDocs Material set
// on <html> or <body> when their light/dark toggle changes), or the reader's system where the
// page declares none. No generator's own attribute is read: `color-scheme` is the one
// standard way a page says which scheme it is drawn in.

/** The scheme a computed `color-scheme` value names alone, or null ("normal", "light dark"). */
export function schemeOf(colorScheme: string): HostScheme | null {
  const words = colorScheme.split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  return light === dark ? null : light ? 'light' : 'dark';
}

/** The scheme the page declares where `el` sits: read on its parent, as `el` may reset its own. */
export function schemeAround(el: Element): HostScheme | null {
  const around = el.parentElement ?? el.ownerDocument.documentElement;
  return schemeOf(getComputedStyle(around).colorScheme);
}

/**
 * Calls `then` with the scheme around `el` now and whenever it changes: a toggle sets a class,
 * a style or a data attribute on <html> or <body>, and a page that follows the reader's
 * system changes with it. Returns the stop.
 */
export function watchHostScheme(el: Element, then: (scheme: HostScheme | null) => void): () => void {
  const doc = el.ownerDocument;
  let last: HostScheme | null | undefined;
  const check = () => {
    const now = schemeAround(el);
    if (now !== last) then((last = now));
  };
  const observer = new MutationObserver(check);
  for (const root of [doc.documentElement, doc.body]) {
    if (root) observer.observe(root, { attributes: true });
  }
  const system = doc.defaultView?.matchMedia('(prefers-color-scheme: dark)');
  system?.addEventListener('change', check);
  check();
  return () => {
    observer.disconnect();
    system?.removeEventListener('change', check);
  };
}
