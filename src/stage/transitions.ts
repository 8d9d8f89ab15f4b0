import type { ClusterState, Target, TargetType } from '../model/state';
import type { Scene } from '../model/scene';
import { FADE_IN_SECONDS, HIGHLIGHT_SECONDS, SETTLE_SECONDS } from '../model/timeline';

// How the drawing moves between two states of the cluster: what fades in, what is highlighted
// as just changed, and the rows of a list that slide while a change settles. Pure functions of
// the scene, so a frame is the same however it was reached.
/** Opacity for something that appeared `age` seconds ago (1 when it did not just appear). */
export function fadeIn(age: number | undefined): number {
  return age === undefined ? 1 : Math.min(1, age / FADE_IN_SECONDS);
}

/** Strength of a "just changed" highlight, fading out over HIGHLIGHT_SECONDS. */
export function highlight(age: number | undefined): number {
  return age === undefined ? 0 : Math.max(0, 1 - age / HIGHLIGHT_SECONDS);
}

/** How far (0..1) the latest change has settled; 1 when nothing is settling. */
export function settled(s: Scene): number {
  return s.settling ? Math.min(1, (s.position.t - s.settling.at) / SETTLE_SECONDS) : 1;
}

/**
 * A list as drawn now: what is in it, plus what the settling moment just took out of it (so it
 * can fade), each with the slot it slides from and to.
 */
export interface ListEntry<T> {
  readonly item: T;
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly leaving: boolean;
}

/**
 * What a list held before the moment that is settling now, if that moment changed it; null when
 * the list is still. A moment that changes another list leaves this one alone, so the same
 * array comes back, and whoever draws it need not draw it again.
 */
export function listBefore<T>(s: Scene, list: (c: ClusterState) => readonly T[]): readonly T[] | null {
  const m = s.settling;
  if (!m) return null;
  const before = list(m.before);
  return before === list(m.state) ? null : before;
}

/** The entries of a list as drawn: `now`, and what left it since `before` (null: nothing did). */
export function listWithLeaving<T>(
  now: readonly T[],
  previous: readonly T[] | null,
  key: (item: T) => string,
): ListEntry<T>[] {
  const before = previous ?? now;
  const nowKeys = now.map(key);
  const beforeKeys = before.map(key);
  const entries: ListEntry<T>[] = now.map((item, i) => {
    const k = nowKeys[i] ?? '';
    const was = beforeKeys.indexOf(k);
    return { item, key: k, from: was < 0 ? i : was, to: i, leaving: false };
  });
  before.forEach((item, i) => {
    const k = beforeKeys[i] ?? '';
    if (!nowKeys.includes(k)) entries.push({ item, key: k, from: i, to: i, leaving: true });
  });
  return entries;
}

/** A row of the balancer's list as drawn: a target group's heading, or one of its targets. */
export type BalancerRow =
  | { readonly kind: 'group'; readonly type: TargetType; readonly listener: boolean }
  | { readonly kind: 'target'; readonly target: Target };

/** The balancer's list: each target group's heading, then its targets. */
export function balancerRows(c: Pick<ClusterState, 'groups' | 'listener'>): BalancerRow[] {
  return c.groups.flatMap((g) => [
    { kind: 'group' as const, type: g.type, listener: c.listener === g.type },
    ...g.targets.map((target) => ({ kind: 'target' as const, target })),
  ]);
}

export const balancerRowKey = (r: BalancerRow): string =>
  r.kind === 'group' ? `group:${r.type}` : `target:${r.target.id}`;

/** The cluster before the moment settling now, when that moment changed the balancer's groups. */
export function groupsChangedFrom(s: Scene): ClusterState | null {
  return listBefore(s, (c) => c.groups) ? (s.settling?.before ?? null) : null;
}
