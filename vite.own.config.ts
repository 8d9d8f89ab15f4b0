import { defineConfig } from 'vite';
import { besideElement } from './vite.shared.ts';

// The code a reader's own Service needs (src/own/own.lazy.ts: the YAML parser, the model that reads
// it, the link's codec), as one ES module beside the element's: the element and the library,
// each one file, fetch it when asked (src/own/load.beside.ts).
export default defineConfig(besideElement('src/own/own.lazy.ts', 'lb-straight-to-pods-own.js'));
