import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { loadOwn } from '../own/load';
import { STORY_FOR_OWN } from '../model/explore/cast';
import { useExplore, useExploreStore, type OwnText } from '../store/explore';

// "Use your own Service": a reader pastes what kubectl prints, and both lanes play it. The parser
// comes in a chunk of its own, fetched on first use; the paste is shown only ever as text.

/** Said where the parser's chunk could not be fetched (offline, or a new build since the page). */
const NOT_LOADED = 'The parser for your own Service could not be loaded. Reload the page to try again.';

/** The fragment's key for a paste: "#own=…", never sent to a server. */
export const FRAGMENT_KEY = 'own';

/** Reads the paste, and on success plays it; a message otherwise, and nothing changes. */
export function useOwnReader(): (text: OwnText) => Promise<string | null> {
  const store = useExploreStore();
  return async (text) => {
    const own = await loadOwn();
    const docs = own.parseYaml(text.yaml);
    if ('error' in docs) return docs.error;
    const result = own.readPaste(docs, text, STORY_FOR_OWN);
    if ('error' in result) return result.error;
    store.getState().setCast({ ...result, text });
    return null;
  };
}

/** The link to this view with the paste in its fragment. */
async function linkOf(text: OwnText): Promise<string> {
  const own = await loadOwn();
  const url = new URL(window.location.href);
  url.hash = `${FRAGMENT_KEY}=${await own.encodeOwn(text)}`;
  return url.href;
}

/**
 * A paste a page's address or a host's attribute brings: a page's fragment once, when the
 * explorer opens; a host's text each time it gives another.
 */
export function useOwnFrom(source: { yaml?: string | undefined; fromFragment: boolean }): string | null {
  const read = useOwnReader();
  const [error, setError] = useState<string | null>(null);
  const seen = useRef<string | null>(null);
  const yaml = source.yaml ?? '';
  useEffect(() => {
    if (seen.current === yaml) return;
    const first = seen.current === null;
    seen.current = yaml;
    const hash =
      first && source.fromFragment
        ? new URLSearchParams(window.location.hash.slice(1)).get(FRAGMENT_KEY)
        : null;
    if (!hash && !yaml) return;
    void (async () => {
      let text: OwnText = { yaml };
      if (hash) {
        const decoded = await (await loadOwn()).decodeOwn(hash);
        if ('error' in decoded) return setError(decoded.error);
        text = decoded;
      }
      setError(await read(text));
    })().catch(() => setError(NOT_LOADED));
  });
  return error;
}

function Summary({ page }: { page: boolean }) {
  const cast = useExplore((e) => e.cast);
  const text = useExplore((e) => e.ownText);
  const setCast = useExplore((e) => e.setCast);
  const read = useOwnReader();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const own = cast.own;
  if (!own || !text) return null;
  const name = cast.addressing.service.name;
  return (
    <div className="own-summary">
      <p role="status">
        Showing your Service <strong>{name}</strong> in namespace <strong>{own.namespace}</strong>
        {own.moreNodes + own.morePods > 0
          ? `: the stage draws two Nodes and the Pods on them; ${own.moreNodes} more ${own.moreNodes === 1 ? 'Node' : 'Nodes'}, ${own.morePods} more ${own.morePods === 1 ? 'Pod' : 'Pods'}.`
          : '.'}
      </p>
      {own.ports.length > 1 && (
        <label>
          Port followed{' '}
          <select value={own.port} onChange={(e) => void read({ ...text, port: e.currentTarget.value })}>
            {own.ports.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="controls">
        {page && (
          <button
            type="button"
            onClick={() =>
              void linkOf(text).then(async (href) => {
                setLink(href);
                window.history.replaceState(null, '', href);
                try {
                  await navigator.clipboard.writeText(href);
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              })
            }
          >
            Copy a link to this Service
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setCast(null);
            if (page) forgetFragment();
          }}
        >
          Back to the story’s Service
        </button>
      </div>
      {link && (
        <p className="muted" role="status">
          {copied ? 'Link copied. ' : 'The address now carries your Service. '}
          It holds the text you pasted, in the part after “#”, which a browser never sends to a server.
        </p>
      )}
    </div>
  );
}

/** A box to paste what a command prints into, named by the command. */
function PasteField({
  rows,
  value,
  set,
  children,
}: {
  rows: number;
  value: string;
  set: (text: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{children}</label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={false}
        value={value}
        onChange={(e) => set(e.currentTarget.value)}
      />
    </>
  );
}

/** A link made for another paste no longer says what is shown. */
function forgetFragment(): void {
  const url = new URL(window.location.href);
  if (!new URLSearchParams(url.hash.slice(1)).has(FRAGMENT_KEY)) return;
  url.hash = '';
  window.history.replaceState(null, '', url.href);
}

/**
 * Where a reader brings their own Service: a paste, a message if it is not one, a summary if it
 * is. On its own page the explorer reads a link's fragment; anywhere, a host's `serviceYaml`.
 */
export function OwnService({ page, serviceYaml }: { page: boolean; serviceYaml?: string | undefined }) {
  const initialError = useOwnFrom({ yaml: serviceYaml, fromFragment: page });
  const [open, setOpen] = useState(false);
  const [yaml, setYaml] = useState('');
  const [nodes, setNodes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = useOwnReader();
  const panelId = useId();
  return (
    <section className="own-service" aria-label="Your own Service">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Use your own Service
      </button>
      <Summary page={page} />
      {initialError && (
        <p className="own-error" role="alert">
          {initialError}
        </p>
      )}
      <form
        id={panelId}
        hidden={!open}
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          read({ yaml, ...(nodes.trim() ? { nodes } : {}) })
            .then((message) => {
              setError(message);
              if (!message && page) forgetFragment();
            })
            .catch(() => setError(NOT_LOADED))
            .finally(() => setBusy(false));
        }}
      >
        <PasteField rows={8} value={yaml} set={setYaml}>
          What <code>kubectl get service NAME -o yaml</code> and{' '}
          <code>kubectl get endpointslices -l kubernetes.io/service-name=NAME -o yaml</code> print
        </PasteField>
        <PasteField rows={3} value={nodes} set={setNodes}>
          What <code>kubectl get nodes -o wide</code> prints (optional: without it, Node addresses are
          illustrative)
        </PasteField>
        <div className="controls">
          <button type="submit" disabled={busy}>
            Use this Service
          </button>
        </div>
        <p className="own-error" role="alert">
          {error}
        </p>
      </form>
    </section>
  );
}
