import { Embedded } from '../embed/Embedded';
import type { Params } from '../model/params';
import type { PlayerStore } from '../store/player';
import { useHostMessages } from './useHostMessages';

/** `?embed=1`: the player alone, sized by its frame, obeying and reporting to its host. */
export function EmbedFrame({ store, params }: { store: PlayerStore; params: Params }) {
  useHostMessages(store, params.allowedOrigins);
  return (
    <Embedded
      store={store}
      controls={params.controls ?? 'full'}
      view={params.view === 'explore' ? 'explore' : 'player'}
      explore={params}
    />
  );
}
