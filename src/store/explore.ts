import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORY_CAST, type Cast } from '../model/explore/cast';
import { DEFAULTS, type Config, type Field } from '../model/explore/config';
import { resultOf, type Result } from '../model/explore/result';
import { compileWhatIf, whatIfAt, type WhatIf } from '../model/explore/scenario';
import type { Scene } from '../model/scene';
import type { CompiledStep } from '../model/timeline';
import { storeContext, type SceneSource, type SceneView } from './context';
import { transportActions, type Line, type TransportActions, type TransportState } from './transport';

export type LaneIndex = 0 | 1;
export const LANES: readonly LaneIndex[] = [0, 1];

/** One lane of the explorer: its configuration, what plays for it, and the scene at the clock's time. */
export interface Lane extends SceneView {
  readonly config: Config;
  /** Whether "Replace web-1" has run for this configuration. */
  readonly replaced: boolean;
  readonly compiled: CompiledStep<WhatIf>;
  readonly result: Result;
  readonly scene: Scene;
}

/**
 * The explorer: its lanes on one clock. `t` is seconds from the start of the what-ifs, for both
 * lanes; `duration` is the longest lane shown's, where the clock stops.
 */
export interface ExploreState extends TransportState {
  /** Both lanes side by side, or lane A alone. */
  readonly compare: boolean;
  readonly lanes: readonly [Lane, Lane];
  /** Who plays in both lanes: the story's cluster, or a reader's own Service. */
  readonly cast: Cast;
  /** The text a reader's own Service was read from, for a link that carries it. */
  readonly ownText: OwnText | null;
}

/** What a reader pasted: kubectl's YAML, the Nodes if given, and the port followed. */
export interface OwnText {
  readonly yaml: string;
  readonly nodes?: string;
  readonly port?: string;
}

export interface ExploreActions extends TransportActions {
  /** Changes one field of a lane's configuration, and replays its connection from the start. */
  setField<F extends Field>(lane: LaneIndex, field: F, value: Config[F]): void;
  /** Runs web-1's replacement for the lane's configuration, from the start. */
  replace(lane: LaneIndex): void;
  setCompare(on: boolean): void;
  /**
   * Plays a reader's own Service in both lanes: lane A as the Service says, lane B keeping its
   * settings; null goes back to the story's cluster and its defaults.
   */
  setCast(own: { readonly cast: Cast; readonly config: Config; readonly text: OwnText } | null): void;
}

export type Explore = ExploreState & ExploreActions;
export type ExploreStore = StoreApi<Explore>;

export interface ExploreInit {
  readonly configs?: readonly [Config, Config];
  readonly compare?: boolean;
  readonly playing?: boolean;
}

/** A lane for a configuration, at the start of its what-if. */
function laneFor(
  config: Config,
  replaced: boolean,
  index: LaneIndex,
  reduceMotion: boolean | null,
  cast: Cast = STORY_CAST,
): Lane {
  // Each lane names its packets apart, so that two stages never draw each other's.
  const compiled = compileWhatIf(config, replaced, index === 0 ? 'a' : 'b', cast);
  return {
    config,
    replaced,
    compiled,
    result: resultOf(compiled),
    scene: whatIfAt(compiled, 0),
    reduceMotion,
    showReply: false,
  };
}

/** The lanes shown: lane A, and lane B when comparing. */
const shown = (compare: boolean): readonly LaneIndex[] => (compare ? LANES : [0]);

/** Where the clock stops: the end of the longest lane shown. */
const durationOf = (lanes: readonly [Lane, Lane], compare: boolean) =>
  Math.max(...shown(compare).map((i) => lanes[i].compiled.duration));

/** How the what-ifs play: one clock, whatever step a host names, stopped at the longest lane's end. */
const whatIfs: Line<ExploreState> = {
  // Play at the end plays again from the start, as a video player does.
  playFrom: (s) => (s.t >= s.duration ? { t: 0 } : {}),
  at: (_s, _step, t) => (Number.isFinite(t) ? { t } : null),
  atGlobal: (_s, seconds) => ({ t: seconds }),
  advance: (s, seconds) => ({ t: s.t + seconds }),
};

export function createExploreStore(init: ExploreInit = {}): ExploreStore {
  const configs = init.configs ?? DEFAULTS;
  return createStore<Explore>()((setState, get) => {
    // Every change goes through here, so the scene of each lane shown follows the clock in one
    // place; a lane not shown is left as it was until it is.
    const set = (patch: Partial<ExploreState>) => {
      const s = { ...get(), ...patch };
      const duration = durationOf(s.lanes, s.compare);
      const t = Math.min(Math.max(s.t, 0), duration);
      const moved =
        t !== get().t ||
        patch.lanes !== undefined ||
        patch.reduceMotion !== undefined ||
        patch.compare !== undefined;
      const lanes = moved
        ? (s.lanes.map((l, i) =>
            shown(s.compare).includes(i as LaneIndex)
              ? { ...l, scene: whatIfAt(l.compiled, t), reduceMotion: s.reduceMotion }
              : l,
          ) as [Lane, Lane])
        : s.lanes;
      const playing = s.playing && t < duration;
      setState({ ...patch, t, duration, lanes, playing, ended: t >= duration });
    };
    const withLane = (i: LaneIndex, config: Config, replaced: boolean) => {
      const lanes = [...get().lanes] as [Lane, Lane];
      lanes[i] = laneFor(config, replaced, i, get().reduceMotion, get().cast);
      // A changed what-if plays from its start, both lanes together, so their packets leave at once.
      set({ lanes, t: 0, playing: true });
    };
    const lanes: [Lane, Lane] = [laneFor(configs[0], false, 0, null), laneFor(configs[1], false, 1, null)];
    const compare = init.compare ?? false;
    return {
      ...transportActions(set, get, whatIfs),
      step: 1,
      t: 0,
      playing: init.playing ?? false,
      speed: 1,
      compare,
      reduceMotion: null,
      lanes,
      duration: durationOf(lanes, compare),
      ended: false,
      cast: STORY_CAST,
      ownText: null,
      setField(i, field, value) {
        const lane = get().lanes[i];
        if (lane.config[field] === value) return;
        withLane(i, { ...lane.config, [field]: value }, false);
      },
      replace(i) {
        withLane(i, get().lanes[i].config, true);
      },
      setCompare(on) {
        set({ compare: on, t: 0, playing: on || get().playing });
      },
      setCast(own) {
        const cast = own?.cast ?? STORY_CAST;
        const { reduceMotion, lanes: now } = get();
        const configs = own ? [own.config, now[1].config] : DEFAULTS;
        setState({ cast, ownText: own?.text ?? null });
        const lanes = LANES.map((i) => laneFor(configs[i] ?? DEFAULTS[i], false, i, reduceMotion, cast));
        set({ lanes: lanes as [Lane, Lane], t: 0, playing: true });
      },
    };
  });
}

/** A lane as the stage, ledger and panels read it: the explorer's store, narrowed to one lane. */
export function laneSource(store: ExploreStore, i: LaneIndex): SceneSource {
  return {
    getState: () => store.getState().lanes[i],
    getInitialState: () => store.getInitialState().lanes[i],
    subscribe: (listener) => store.subscribe((s, prev) => listener(s.lanes[i], prev.lanes[i])),
  };
}

/** The explorer's store for what is inside, as PlayerProvider gives a player's. */
export const [ExploreProvider, useExploreStore, useExplore] = storeContext<Explore>('Explore');
