import { useEffect } from 'react';
import { LbRoot } from '../components/LbRoot';
import { Player } from '../components/Player';
import { PlayerProvider } from '../store/context';
import type { PlayerStore } from '../store/player';

/** The player as it renders inside a shadow root: the custom element's and the React component's. */
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
  useEffect(() => onReady?.(), [onReady]);
  return (
    <PlayerProvider store={store}>
      <LbRoot className="embed-root">
        <Player variant="embed" controls={controls} />
      </LbRoot>
    </PlayerProvider>
  );
}
