import { join } from 'node:path';
import { initialFiles } from './initial-files.mjs';
import { lazyChunkErrors, lazyModuleErrors } from './lazy-modules.mjs';

/**
 * size-limit's checks for the site built in `dist` (the project's, unless a test gives its own).
 * The page's initial JS and CSS are read from its index.html, not globbed by name: a glob of the
 * entry's name would miss the chunks the bundler splits off it. Given the sources too, it first
 * holds them and the build to the convention that keeps `.lazy` modules out of the first
 * download (lazy-modules.mjs), and refuses to measure a build that breaks it.
 */
export function sizeBudgets(dist, { src } = {}) {
  const files = initialFiles(dist);
  if (src) {
    const errors = [
      ...lazyModuleErrors(src),
      ...lazyChunkErrors(
        dist,
        files.filter((f) => f.endsWith('.js')),
      ),
    ];
    if (errors.length > 0) throw new Error(`The lazy-module convention is broken:\n  ${errors.join('\n  ')}`);
  }
  const initial = files.map((file) => join(dist, file));
  return [
    {
      name: 'page: initial JS, every script index.html loads or preloads (gzip)',
      path: initial.filter((file) => file.endsWith('.js')),
      // What the page needs, with a little headroom: new views and features load as chunks of their
      // own. The story's names and addresses are data the model reads (a reader's own Service
      // replaces them), which the first download carries.
      limit: '95.5 kB',
      gzip: true,
    },
    {
      name: 'page: initial CSS (gzip)',
      path: initial.filter((file) => file.endsWith('.css')),
      limit: '10 kB',
      gzip: true,
    },
    {
      name: 'page: stage drawing with framer-motion, loaded after first paint (gzip)',
      path: join(dist, 'assets/motionParts-*.js'),
      limit: '37 kB',
      gzip: true,
    },
    {
      name: 'page: video and GIF export, loaded when a reader asks for one (gzip)',
      path: join(dist, 'assets/renderStory-*.js'),
      // mediabunny's WebM muxer and encoding, most of it, with a little headroom.
      limit: '44 kB',
      gzip: true,
    },
    {
      name: 'page: the GIF encoder worker, started with a GIF (gzip)',
      path: join(dist, 'assets/gif.worker-*.js'),
      limit: '6 kB',
      gzip: true,
    },
    {
      name: 'page: the shortcuts dialog, loaded when first opened (gzip)',
      path: join(dist, 'assets/HelpDialog-*.js'),
      limit: '2 kB',
      gzip: true,
    },
    {
      name: 'page: the handout view, ?view=handout (gzip)',
      path: join(dist, 'assets/Handout-*.js'),
      limit: '3 kB',
      gzip: true,
    },
    {
      name: 'page: the speaker view, ?view=speaker, with its link to the talk (gzip)',
      path: [join(dist, 'assets/SpeakerView-*.js'), join(dist, 'assets/talkLink-*.js')],
      limit: '5 kB',
      gzip: true,
    },
    {
      name: 'page: the what-if explorer, ?view=explore (gzip)',
      path: join(dist, 'assets/ExplorerEntry-*.js'),
      // With the form for a reader's own Service; what reads the paste is fetched apart (below).
      limit: '9 kB',
      gzip: true,
    },
    {
      name: 'page: a reader’s own Service, its YAML parser included, fetched when asked (gzip)',
      path: join(dist, 'assets/own-*.js'),
      limit: '38 kB',
      gzip: true,
    },
    {
      name: 'the same for the element and the library, the file beside the element (gzip)',
      path: join(dist, 'element/lb-straight-to-pods-own.js'),
      limit: '38 kB',
      gzip: true,
    },
    {
      name: 'custom element, React included (gzip)',
      path: join(dist, 'element/lb-straight-to-pods.js'),
      // Like the lib below: what it carries now (the model's words and the what-if explorer
      // included, as one file has no room for a chunk of its own; the phone's window onto the
      // stage, and the boxes that move without laying the drawing out), with a little headroom.
      // What reads a reader's own Service is the file beside it, fetched when asked.
      limit: '147.5 kB',
      gzip: true,
    },
    {
      name: 'React component library, without React (gzip)',
      path: join(dist, 'lib/index.js'),
      limit: '52 kB',
      gzip: true,
    },
    {
      name: 'the host page script for iframe embeds (gzip)',
      path: join(dist, 'element/lb-straight-to-pods-frames.js'),
      limit: '1.5 kB',
      gzip: true,
    },
  ];
}
