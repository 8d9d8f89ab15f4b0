import { useEffect } from 'react';
import type { ExplorerOptions } from '../explore/ExplorerEntry.lazy';
import { ThemedRoot } from '../player/ThemedRoot';
import { Player } from '../player/Player';
import { whenDrawable } from '../hooks/useMotionParts';
import { ExplorerLoader } from './ExplorerLoader';
import { PlayerProvider } from '../store/context';
import type { PlayerStore } from '../store/player';
import type { HostTransport } from '../store/transport';
import type { View } from './checks';

/**
 * The player as someone else's page shows it: in the custom element's and the React component's
 * shadow root, and alone in the iframe.
 */
export function Embedded({
  store,
  host,
  controls,
  onReady,
  view = 'player',
  explore = {},
}: {
  store: PlayerStore;
  /** What the host drives: the explorer mounts its own transport in it. */
  host: HostTransport;
  controls: 'full' | 'minimal';
  /** Called once the player is drawn. */
  onReady?: () => void;
  /** The five steps, or the what-if explorer driven by the same host messages and methods. */
  view?: View;
  explore?: ExplorerOptions;
}) {
  useEffect(() => (onReady ? whenDrawable(onReady) : undefined), [onReady]);
  return (
    <PlayerProvider store={store}>
      <ThemedRoot className="embed-root">
        {view === 'explore' ? (
          <ExplorerLoader host={host} options={explore} />
        ) : (
          <Player variant="embed" controls={controls} />
        )}
      </ThemedRoot>
    </PlayerProvider>
  );
}
