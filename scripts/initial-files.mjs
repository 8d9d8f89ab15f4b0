import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * The files a built page's index.html has the browser fetch before the page runs: its scripts,
 * the modules it preloads with them and its stylesheets, as paths relative to `dir`. A chunk the
 * bundler splits off the entry is preloaded and so counted here, as the browser counts it; what the
 * page imports later (the drawing, the warm-up) is not.
 */
export function initialFiles(dir) {
  const page = join(dir, 'index.html');
  if (!existsSync(page)) throw new Error(`${page} not found: build the site first (npm run build)`);
  const html = readFileSync(page, 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const refs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) refs.push(attr(tag, 'src'));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    if (rel === 'modulepreload' || rel === 'stylesheet') refs.push(attr(tag, 'href'));
  }
  const files = refs.filter(Boolean).map((u) => {
    // The page loads nothing from another origin, and a file that is not in `dir` has no size here.
    if (/^[a-z][\w+.-]*:|^\/\//i.test(u)) throw new Error(`${page} loads ${u}: not a file of the site`);
    return posix.normalize(u.replace(/^\.?\//, ''));
  });
  return [...new Set(files)].sort();
}
