import { readPaste, type OwnResult } from '../src/model/own/explore';
import * as yaml from 'yaml';
import { parseDocs } from '../src/own/parse';
import { STORY_FOR_OWN } from '../src/model/explore/cast';

export interface OwnInput {
  readonly yaml: string;
  readonly nodes?: string;
  readonly port?: string;
}

/** A paste as the explorer reads it: parsed in the chunk, then checked by the model. */
export function parseOwn(input: OwnInput): OwnResult {
  const docs = parseDocs(input.yaml, yaml);
  return 'error' in docs ? docs : readPaste(docs, input, STORY_FOR_OWN);
}
