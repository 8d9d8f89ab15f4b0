import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// A tag's attribute, however it is quoted.
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/**
 * The files a built page's index.html has the browser fetch before the page runs: its scripts,
 * the modules and the scripts or styles it preloads, and its stylesheets, as paths relative to
 * `dir`. A chunk the bundler splits off the entry is preloaded and so counted here, as the browser
 * counts it; what the page imports later (the drawing, say) is not. Every file must exist in
 * `dir`: a size budget that could not find one would count less and still pass.
 */
export function initialFiles(dir) {
  const page = join(dir, 'index.html');
  if (!existsSync(page)) throw new Error(`${page} not found: build the site first (npm run build)`);
  const html = readFileSync(page, 'utf8');
  const refs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) refs.push(attr(tag, 'src'));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const as = attr(tag, 'as')?.toLowerCase();
    if (
      rel === 'modulepreload' ||
      rel === 'stylesheet' ||
      (rel === 'preload' && (as === 'script' || as === 'style'))
    )
      refs.push(attr(tag, 'href'));
  }
  const files = refs.filter(Boolean).map((ref) => {
    if (/^[a-z][\w+.-]*:|^\/\//i.test(ref)) throw new Error(`${page} loads ${ref}: not a file of the site`);
    const file = posix.normalize(decodeURIComponent(ref.replace(/[?#].*$/, '')).replace(/^(\.?\/)+/, ''));
    if (file.startsWith('../') || !existsSync(join(dir, file)))
      throw new Error(`${page} loads ${ref}, which is not in ${dir}`);
    return file;
  });
  return [...new Set(files)].sort();
}
