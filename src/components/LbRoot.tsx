import type { ReactNode } from 'react';
import { usePlayer } from '../store/context';
import type { Theme } from '../store/player';
import { useMediaQuery } from './useMediaQuery';

/** The theme to draw with: `auto` becomes the reader's preference, and follows it. */
export function useResolvedTheme(theme: Theme): 'light' | 'dark' {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
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
