// Kept apart from the host messages: the URL's validator needs it in the page's first download,
// the message parser only in an iframe (a lazy chunk).

/** An origin as the browser writes it (scheme://host[:port]), or null. */
export function normalOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.origin !== 'null' && url.origin === text.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
