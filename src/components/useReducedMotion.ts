import { usePlayer } from '../store/context';
import { useMediaQuery } from './useMediaQuery';

/** Whether to draw without travelling or sliding: the reader's toggle, else their system's. */
export function useReducedMotion(): boolean {
  const chosen = usePlayer((p) => p.reduceMotion);
  const system = useMediaQuery('(prefers-reduced-motion: reduce)');
  return chosen ?? system;
}
