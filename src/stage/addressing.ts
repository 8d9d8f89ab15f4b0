import type { Addressing } from '../model/cluster';
import { addressingOf } from '../model/state';
import { useScene } from '../store/context';

/** The names and numbers the scene's cluster is drawn with: the story's, or a reader's own. */
export const useAddressing = (): Addressing => useScene((s) => addressingOf(s.state));
