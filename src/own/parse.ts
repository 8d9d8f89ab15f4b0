import type * as Yaml from 'yaml';
import type { Doc } from '../model/own/service';

// The one place a reader's paste is parsed, in a chunk of its own: YAML to plain data, which the
// model then checks (model/own). It imports nothing of the page's, so that the page's first
// chunk stays whole. Aliases are bounded so that a few lines cannot expand into millions of nodes.

/** Inputs larger than this are refused before they are parsed. */
export const MAX_INPUT_BYTES = 512 * 1024;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Deeper than kubectl ever prints: managedFields, its deepest part, stays far shallower. */
const MAX_DEPTH = 64;

/**
 * The first line nested deeper than MAX_DEPTH, by flow brackets or by indentation and "- "
 * runs, checked before parsing: a parser's time and stack grow with nesting.
 */
function tooDeep(text: string): number | null {
  let flow = 0;
  let line = 1;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') {
      const row = text.slice(start, i);
      const lead = /^[ \t-]*/.exec(row)?.[0] ?? '';
      if (lead.length > MAX_DEPTH * 4) return line;
      line++;
      start = i + 1;
      quote = null;
    } else if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[' || ch === '{') {
      if (++flow > MAX_DEPTH) return line;
    } else if (ch === ']' || ch === '}') flow = Math.max(0, flow - 1);
  }
  const lead = /^[ \t-]*/.exec(text.slice(start))?.[0] ?? '';
  return lead.length > MAX_DEPTH * 4 ? line : null;
}

/** The parts of the yaml package used: passed in, as each build fetches it its own way (yaml.ts). */
export type YamlLib = Pick<typeof Yaml, 'parseAllDocuments' | 'LineCounter'>;

/** kubectl's YAML as plain data, each document with the line it starts on; or why not. */
export function parseDocs(
  yaml: string,
  { parseAllDocuments, LineCounter }: YamlLib,
): Doc[] | { error: string } {
  const size = bytes(yaml);
  if (size > MAX_INPUT_BYTES)
    return {
      error: `The paste is ${Math.ceil(size / 1024)} KB: expected at most ${MAX_INPUT_BYTES / 1024} KB, one Service and its EndpointSlices.`,
    };
  const deep = tooDeep(yaml);
  if (deep !== null)
    return {
      error: `Line ${deep} nests deeper than ${MAX_DEPTH} levels: expected what kubectl prints with -o yaml, which never nests so deep.`,
    };
  const lines = new LineCounter();
  let docs: Doc[];
  try {
    const parsed = parseAllDocuments(yaml, { lineCounter: lines, prettyErrors: false });
    if (!Array.isArray(parsed)) return { error: 'There is nothing to read: expected kubectl’s YAML.' };
    docs = [];
    for (const doc of parsed) {
      const problem = doc.errors[0];
      if (problem) {
        const at = lines.linePos(problem.pos[0]);
        return {
          error: `Line ${at.line}, column ${at.col} is not YAML (${problem.message.split('\n')[0] ?? ''}): expected what kubectl prints with -o yaml.`,
        };
      }
      const start = doc.contents?.range[0] ?? doc.range[0];
      docs.push({ value: doc.toJS({ maxAliasCount: 100 }) as unknown, line: lines.linePos(start).line });
    }
  } catch (e) {
    // toJS refuses an alias that expands past its bound, and a document too deep to build.
    const why = e instanceof Error ? (e.message.split('\n')[0] ?? '') : '';
    return {
      error: `The YAML could not be read (${why.slice(0, 120)}): expected what kubectl prints with -o yaml.`,
    };
  }
  return docs;
}
