import { useEffect } from 'react';
import { LbRoot } from '../player/LbRoot';
import { Player } from '../player/Player';
import { whenDrawable } from '../hooks/useMotionParts';
import { PlayerProvider } from '../store/context';
import type { PlayerStore } from '../store/player';

/**
 * The player as someone else's page shows it: in the custom element's and the React component's
 * shadow root, and alone in the iframe.
 */
export function Embedded({
  store,
  controls,
  onReady,
}: {
  store: PlayerStore;
  controls: 'full' | 'minimal';
  /** Called once the player is drawn. */
  onReady?: () => void;
}) {
  useEffect(() => (onReady ? whenDrawable(onReady) : undefined), [onReady]);
  return (
    <PlayerProvider store={store}>
      <LbRoot className="embed-root">
        <Player variant="embed" controls={controls} />
      </LbRoot>
    </PlayerProvider>
  );
}
