import type { Addressing } from '../model/cluster';
import { addressingOf } from '../model/state';
import { useScene } from '../store/context';

/** The names and numbers the scene's cluster is drawn with: the story's, or a reader's own. */
export const useAddressing = (): Addressing => useScene((s) => addressingOf(s.state));

/** A name cut to fit a box on the stage: its start and its end, where the name tells Pods apart. */
export const fit = (name: string, max = 22): string =>
  name.length > max ? `${name.slice(0, max / 2 - 1)}…${name.slice(1 - max / 2)}` : name;
