import { useEffect, useState } from 'react';
import { DEFAULTS, configText, parseConfig, type Config } from '../model/explore/config';
import type { PlayerStore } from '../store/player';
import { createExploreStore, type ExploreStore } from '../store/explore';
import { guarded } from '../store/report';
import { Explore } from './Explore';

export interface ExploreOptions {
  /** Lanes A and B as the URL, an attribute or a prop writes them ("targets:pods,policy:Local"). */
  readonly a?: string | undefined;
  readonly b?: string | undefined;
  readonly compare?: boolean | undefined;
  readonly autoplay?: boolean | undefined;
}

/** The lanes' configurations, each bad value warned of once, as the page's other parameters are. */
function configsOf(options: ExploreOptions): [Config, Config] {
  return ([0, 1] as const).map((i) => {
    const text = i === 0 ? options.a : options.b;
    if (text === undefined) return DEFAULTS[i];
    const { config, warning } = parseConfig(text, i);
    if (warning) console.warn(warning);
    return config;
  }) as [Config, Config];
}

/**
 * The player's store stays what a host drives and hears (its messages, methods and events):
 * its Play and Pause play and pause the explorer, its seek moves the explorer's clock to `t`
 * (whatever step it names: the explorer has one clock, not steps), and the explorer's own Play
 * and Pause are heard as the player's.
 */
function linkToPlayer(player: PlayerStore, explore: ExploreStore): () => void {
  let echo = false;
  const quietly = (f: () => void) => {
    echo = true;
    try {
      f();
    } finally {
      echo = false;
    }
  };
  const seek = player.getState().seek;
  player.setState({ seek: (_step, t = 0) => explore.getState().seek(t) });
  const fromExplore = explore.subscribe(
    guarded((e, prev) => {
      if (echo || e.playing === prev.playing) return;
      quietly(() => (e.playing ? player.getState().play() : player.getState().pause()));
    }),
  );
  const fromPlayer = player.subscribe(
    guarded((p, prev) => {
      if (echo || p.playing === prev.playing) return;
      quietly(() => explore.getState()[p.playing ? 'play' : 'pause']());
    }),
  );
  // A host may have pressed play before the explorer's code was here.
  if (player.getState().playing) explore.getState().play();
  return () => {
    fromExplore();
    fromPlayer();
    player.setState({ seek });
  };
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
export function ExploreView({
  player,
  options,
  page = false,
}: {
  player: PlayerStore;
  options: ExploreOptions;
  /** On its own page it keeps the address at its configuration. */
  page?: boolean;
}) {
  const [store] = useState(() =>
    createExploreStore({ configs: configsOf(options), compare: options.compare, playing: options.autoplay }),
  );
  useEffect(() => linkToPlayer(player, store), [player, store]);
  useAddress(store, page);
  return <Explore store={store} />;
}
