import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

/**
 * For the builds that make one file (the custom element, the React library): the video and
 * GIF export loads as a chunk with a worker beside it, which a single file cannot bring, so
 * their menus go without it (src/export/load.ts).
 */
export const noExport = [
  {
    find: /^(\.\.\/export\/load)$/,
    replacement: fileURLToPath(new URL('./src/export/load.none.ts', import.meta.url)),
  },
  // The reader's-own-Service code is a file beside them, fetched when asked (src/own/load.beside.ts).
  {
    find: /^(\.\.\/own\/load)$/,
    replacement: fileURLToPath(new URL('./src/own/load.beside.ts', import.meta.url)),
  },
];

/**
 * V8's explicit compile hint, which must be a file's first line (so it goes in after minifying),
 * for files a browser loads as they are: the entry, and the chunks named. They run nearly all
 * their functions on the first view and the first jump to a step; with it V8 compiles them while
 * the file streams in, off the main thread, rather than one at a time in the reader's first click.
 */
export function compileHint(chunks: readonly string[] = []): Plugin {
  return {
    name: 'lb-compile-hint',
    apply: 'build',
    // Last: Vite's own last touches (the list of a dynamic import's preloads) go before the code.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && (chunk.isEntry || chunks.includes(chunk.name)))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * A small ES module beside the element's, built whole and minified: the host page's script for
 * iframe embeds, or the code the element and the library fetch for a reader's own Service.
 */
export function besideElement(entry: string, fileName: string): UserConfig {
  return {
    publicDir: false,
    build: {
      target: 'es2022',
      outDir: 'dist/element',
      // The element's build wrote this folder first.
      emptyOutDir: false,
      lib: { entry, formats: ['es'], fileName: () => fileName },
      rollupOptions: { output: { codeSplitting: false, minify: true } },
    },
  };
}
