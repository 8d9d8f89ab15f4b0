import { useEffect, useState } from 'react';
import { DEFAULTS, configText, parseConfig, type Config } from '../model/explore/config';
import { createExploreStore, type ExploreStore } from '../store/explore';
import type { HostTransport } from '../store/transport';
import { Explorer } from './Explorer';

export interface ExplorerOptions {
  /** Lanes A and B as the URL, an attribute or a prop writes them ("targets:pods,policy:Local"). */
  readonly a?: string | undefined;
  readonly b?: string | undefined;
  readonly compare?: boolean | undefined;
  readonly autoplay?: boolean | undefined;
  /** A reader's own Service: what kubectl get service and get endpointslices print. */
  readonly serviceYaml?: string | undefined;
}

/** The lanes' configurations, each bad value warned of once, as the page's other parameters are. */
function configsOf(options: ExplorerOptions): [Config, Config] {
  return ([0, 1] as const).map((i) => {
    const text = i === 0 ? options.a : options.b;
    if (text === undefined) return DEFAULTS[i];
    const { config, warning } = parseConfig(text, i);
    if (warning) console.warn(warning);
    return config;
  }) as [Config, Config];
}

/** On its own page, keeps the address at the explorer's configuration, so that a what-if can be shared. */
function useAddress(store: ExploreStore, page: boolean): void {
  useEffect(() => {
    if (!page) return;
    const write = () => {
      const { lanes, compare } = store.getState();
      const url = new URL(window.location.href);
      url.searchParams.set('view', 'explore');
      lanes.forEach((lane, i) => {
        const name = i === 0 ? 'a' : 'b';
        const text = configText(lane.config, i === 0 ? 0 : 1);
        if (text) url.searchParams.set(name, text);
        else url.searchParams.delete(name);
      });
      if (compare) url.searchParams.set('compare', '1');
      else url.searchParams.delete('compare');
      url.searchParams.delete('autoplay');
      if (url.href !== window.location.href) window.history.replaceState(null, '', url);
    };
    write();
    return store.subscribe((s, prev) => {
      if (
        s.lanes[0].config !== prev.lanes[0].config ||
        s.lanes[1].config !== prev.lanes[1].config ||
        s.compare !== prev.compare
      )
        write();
    });
  }, [store, page]);
}

/** The explorer as the page, an iframe, the element or the component shows it. */
export function ExplorerEntry({
  host,
  options,
  page = false,
}: {
  /** What a host drives: the explorer's own transport while it is shown. */
  host: HostTransport;
  options: ExplorerOptions;
  /** On its own page it keeps the address at its configuration. */
  page?: boolean;
}) {
  const [store] = useState(() =>
    createExploreStore({ configs: configsOf(options), compare: options.compare, playing: options.autoplay }),
  );
  // A host's Play, Pause and seek reach the explorer while it is shown, and it reports to it.
  useEffect(() => host.mount(store), [host, store]);
  useAddress(store, page);
  return <Explorer store={store} page={page} serviceYaml={options.serviceYaml} />;
}
