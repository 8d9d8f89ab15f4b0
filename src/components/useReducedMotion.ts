import { useEffect, useState } from 'react';
import { usePlayer } from '../store/context';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether to draw without travelling or sliding: the reader's toggle, else their system's. */
export function useReducedMotion(): boolean {
  const chosen = usePlayer((p) => p.reduceMotion);
  const [system, setSystem] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(QUERY);
    const onChange = () => setSystem(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return chosen ?? system;
}
