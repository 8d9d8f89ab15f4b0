import type { ExplorerOptions } from '../explore/ExplorerEntry.lazy';
import { useChunk } from '../hooks/useChunk';
import type { HostTransport } from '../store/transport';

// The what-if explorer comes with its own code, fetched when a page or a host asks for it.
const loadExplore = () => import('../explore/ExplorerEntry.lazy');

/** The explorer once its code is here, or a word on why it is not. */
export function ExplorerLoader(props: { host: HostTransport; options: ExplorerOptions; page?: boolean }) {
  const explorer = useChunk(loadExplore);
  if (explorer instanceof Error)
    return (
      <p className="fallback" role="alert">
        The what-if explorer could not be loaded. Reload the page to try again.
      </p>
    );
  return explorer ? <explorer.ExplorerEntry {...props} /> : null;
}
