import { Embedded } from '../embed/Embedded';
import type { Params } from '../model/params';
import type { PlayerStore } from '../store/player';
import type { HostTransport } from '../store/transport';
import { useHostMessages } from './useHostMessages';

/** `?embed=1`: the player alone, sized by its frame, obeying and reporting to its host. */
export function EmbedFrame({
  store,
  host,
  params,
}: {
  store: PlayerStore;
  host: HostTransport;
  params: Params;
}) {
  useHostMessages(store, host.source, params.allowedOrigins);
  return (
    <Embedded
      store={store}
      host={host}
      controls={params.controls ?? 'full'}
      view={params.view === 'explore' ? 'explore' : 'player'}
      explore={params}
    />
  );
}
