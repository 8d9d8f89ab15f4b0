// A small static server for the built site, for the end-to-end tests and the benchmark: it
// serves dist/ at / and again under a sub-path (to prove relative URLs), and can send any
// header a test asks for through SERVE_HEADERS (JSON), such as a Content-Security-Policy.
// SERVE_ROOT names another folder to serve instead of dist/ (the benchmark serves its own build).
// /hosts/… is served from e2e/hosts/: the host pages the embedding tests put the player in.
// Text is sent gzipped to clients that accept it, as any static host does: the benchmark's
// load figures (Lighthouse) must count the bytes a reader would download, not the raw ones.
//   node scripts/serve.mjs [port]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(process.env.SERVE_ROOT || 'dist');
const PORT = Number(process.argv[2] ?? process.env.PORT ?? 4173);
export const SUB_PATH = '/docs/networking/lb/';
const EXTRA = process.env.SERVE_HEADERS ? JSON.parse(process.env.SERVE_HEADERS) : {};
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const HOSTS = resolve('e2e/hosts');

async function fileFor(urlPath) {
  let path = decodeURIComponent(urlPath);
  if (path.startsWith(SUB_PATH)) path = `/${path.slice(SUB_PATH.length)}`;
  const [base, rest] = path.startsWith('/hosts/') ? [HOSTS, path.slice('/hosts'.length)] : [ROOT, path];
  const full = normalize(join(base, rest));
  if (!full.startsWith(base)) return null;
  try {
    const s = await stat(full);
    return s.isDirectory() ? join(full, 'index.html') : full;
  } catch {
    return null;
  }
}

// Each file's gzip, kept while the file is unchanged: the tests load the same page hundreds of
// times, and compressing the same bytes again at each load takes CPU from the browsers tested.
const gzips = new Map();
function gzipped(file, raw) {
  const kept = gzips.get(file);
  if (kept?.raw.equals(raw)) return kept.gz;
  const gz = gzipSync(raw);
  gzips.set(file, { raw, gz });
  return gz;
}

// Room for a 100 KB query string: the fuzz tests send URLs that long.
createServer({ maxHeaderSize: 256 * 1024 }, async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = await fileFor(url.pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  try {
    const raw = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const gzip =
      /^(text|image\/svg|application\/json)/.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? gzipped(file, raw) : raw;
    res.writeHead(200, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'accept-encoding',
      // Hashed build assets never change; everything else is read fresh.
      'cache-control': /\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(file)
        ? 'public, max-age=31536000, immutable'
        : 'no-store',
      // Public static files: a page on another origin may load the element module (module
      // scripts are fetched with CORS).
      'access-control-allow-origin': '*',
      ...EXTRA,
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(PORT, '127.0.0.1', () =>
  console.log(`serving ${ROOT} at http://127.0.0.1:${PORT}/ and ${SUB_PATH}`),
);
