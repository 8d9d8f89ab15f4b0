import { useEffect, useState, type ReactNode } from 'react';
import { usePlayer } from '../store/context';
import type { Theme } from '../store/player';

const DARK = '(prefers-color-scheme: dark)';

/** The theme to draw with: `auto` becomes the reader's preference, and follows it. */
export function useResolvedTheme(theme: Theme): 'light' | 'dark' {
  // Server rendering (a Docusaurus build) has no window: draw light until the browser says.
  const [prefersDark, setPrefersDark] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(DARK).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(DARK);
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return theme === 'auto' ? (prefersDark ? 'dark' : 'light') : theme;
}

/** The root every player renders in: its palette, its font, and the container its layout queries. */
export function LbRoot({ className, children }: { className?: string; children: ReactNode }) {
  const theme = useResolvedTheme(usePlayer((p) => p.theme));
  return (
    <div className={className ? `lb-root ${className}` : 'lb-root'} data-theme={theme}>
      {children}
    </div>
  );
}
