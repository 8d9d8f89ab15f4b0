import { initialFiles } from './scripts/initial-files.mjs';

// The page's initial JS and CSS are what its built index.html has the browser fetch before the
// page runs, read from it: a glob of the entry's name would miss a chunk the bundler split off it.
const initial = initialFiles('dist').map((file) => `dist/${file}`);
const js = initial.filter((file) => file.endsWith('.js'));
const css = initial.filter((file) => file.endsWith('.css'));

export default [
  {
    name: 'page: initial JS, every script index.html loads or preloads (gzip)',
    path: js,
    limit: '90 kB',
    gzip: true,
  },
  {
    name: 'page: initial CSS (gzip)',
    path: css,
    limit: '10 kB',
    gzip: true,
  },
  {
    name: 'page: stage drawing with framer-motion, loaded after first paint (gzip)',
    path: 'dist/assets/motionParts-*.js',
    limit: '33 kB',
    gzip: true,
  },
  {
    name: 'custom element, React included (gzip)',
    path: 'dist/element/lb-straight-to-pods.js',
    limit: '128 kB',
    gzip: true,
  },
  {
    name: 'React component library, without React (gzip)',
    path: 'dist/lib/index.js',
    limit: '32 kB',
    gzip: true,
  },
];
