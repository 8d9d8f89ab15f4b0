import type { ReactNode } from 'react';
import { usePlayer } from '../store/context';
import { shownTheme } from '../store/player';

/**
 * The root every player renders in: its palette, its font, and the container its layout
 * queries. `data-theme="auto"` is resolved by CSS (`light-dark()`), not by script, so the
 * first paint of a pre-rendered page is already in the reader's scheme. An embed whose host
 * page declares a scheme of its own (a docs site's light/dark toggle) shows that one instead.
 */
export function ThemedRoot({ className, children }: { className?: string; children: ReactNode }) {
  const theme = usePlayer(shownTheme);
  return (
    <div className={className ? `lb-root ${className}` : 'lb-root'} data-theme={theme}>
      {children}
    </div>
  );
}
