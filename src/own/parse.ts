import { LineCounter, parseAllDocuments } from 'yaml';
import { ownCast } from '../model/own/explore';
import { MAX_INPUT_BYTES, readNodes, readOwnService, type Doc } from '../model/own/service';
import type { Cast } from '../model/explore/cast';
import type { Config } from '../model/explore/config';

// The one place a reader's paste is parsed, in a chunk of its own: YAML to plain data, which the
// model then checks. Aliases are bounded so that a few lines cannot expand into millions of nodes.

export type OwnResult = { readonly config: Config; readonly cast: Cast } | { readonly error: string };

export interface OwnInput {
  /** What kubectl get service and kubectl get endpointslices print, in either order. */
  readonly yaml: string;
  /** What kubectl get nodes -o wide prints, if pasted. */
  readonly nodes?: string;
  /** Which TCP port to follow, by name or number. */
  readonly port?: string;
}

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

export function parseOwn(input: OwnInput): OwnResult {
  const size = bytes(input.yaml) + bytes(input.nodes ?? '');
  if (size > MAX_INPUT_BYTES)
    return {
      error: `The paste is ${Math.ceil(size / 1024)} KB: expected at most ${MAX_INPUT_BYTES / 1024} KB, one Service and its EndpointSlices.`,
    };
  const deep = tooDeep(input.yaml);
  if (deep !== null)
    return {
      error: `Line ${deep} nests deeper than ${MAX_DEPTH} levels: expected what kubectl prints with -o yaml, which never nests so deep.`,
    };
  const nodes = readNodes(input.nodes ?? '');
  if ('error' in nodes) return nodes;
  const lines = new LineCounter();
  let docs: Doc[];
  try {
    const parsed = parseAllDocuments(input.yaml, { lineCounter: lines, prettyErrors: false });
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
  const reading = readOwnService(docs, {
    ...(input.port === undefined ? {} : { portName: input.port }),
    nodes,
  });
  if ('error' in reading) return reading;
  return ownCast(reading.service);
}
