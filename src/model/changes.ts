import type { ClusterState } from './state';
import type { StepNumber } from './steps';
import { compiledStep } from './position';
import { diffFields } from './timeline';

// What a stretch of the story changes, in a reader's words: for the handout, which loads apart.

const FIELD_NAMES: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^service\.(.+)$/, (m) => `Service web: spec.${m[1]}`],
  [/^annotation:(.+)$/, (m) => `Service web: annotation ${m[1]}`],
  [/^group:(\w+)$/, (m) => `Target group, targetType ${m[1]}`],
  [/^group:(\w+)\.listener$/, (m) => `Listener forwards to the ${m[1]} group`],
  [/^pod:([^.]+)$/, (m) => `Pod ${m[1]}`],
  [/^pod:([^.]+)\.(.+)$/, (m) => `Pod ${m[1]}: ${m[2]}`],
  [/^endpoint:([^.]+)$/, (m) => `EndpointSlice: endpoint of ${m[1]}`],
  [/^endpoint:([^.]+)\.(.+)$/, (m) => `EndpointSlice: ${m[1]} ${m[2]}`],
  [/^target:(.+)\.health$/, (m) => `Target ${m[1]}: health`],
  [/^target:(.+)$/, (m) => `Target ${m[1]}`],
];

/** A field path in a reader's words: the first of FIELD_NAMES that matches it. */
function nameOf(path: string): string {
  for (const [re, name] of FIELD_NAMES) {
    const m = path.match(re);
    if (m) return name(m);
  }
  return path;
}

export interface FieldChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** What a stretch of the story changed, field by field, in a reader's words. */
export function describeChanges(before: ClusterState, after: ClusterState): FieldChange[] {
  const diffs = diffFields(before, after);
  // An object coming or going is said once, not once per field of it.
  const comesOrGoes = (path: string) => {
    const owner = path.replace(/\.[^.:]+$/, '');
    return owner !== path && diffs.some((d) => d.path === owner);
  };
  return diffs
    .filter((d) => !comesOrGoes(d.path))
    .map(({ path, before: was, after: is }) => ({
      field: nameOf(path),
      before: was === 'present' ? 'listed' : (was ?? 'absent'),
      after: is === 'present' ? 'listed' : (is ?? 'gone'),
    }));
}

/** What step `n` changes, from its opening to its last moment. */
export function stepChanges(n: StepNumber): FieldChange[] {
  const step = compiledStep(n);
  return describeChanges(step.opening, step.moments[step.moments.length - 1]?.state ?? step.opening);
}
