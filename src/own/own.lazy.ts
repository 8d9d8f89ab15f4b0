import { LineCounter, parseAllDocuments } from 'yaml';
import { parseDocs } from './parse';

// What the explorer fetches when a reader brings their own Service: the YAML parser, the model
// that reads what it parses, and the link's codec. It imports nothing of the page's, so that
// it can be a file of its own beside the custom element and the library (vite.own.config.ts).

/** kubectl's YAML as plain data. */
export const parseYaml = (text: string): ReturnType<typeof parseDocs> =>
  parseDocs(text, { LineCounter, parseAllDocuments });

export { readPaste } from '../model/own/explore';
export { decodeOwn, encodeOwn } from './share';
