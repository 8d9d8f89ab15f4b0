import { describe, expect, it } from 'vitest';
import type { StepNumber } from '../model/steps';
import { durationOf } from '../model/position';
import { sceneAt } from '../model/scene';
import type { ClusterState, Endpoint } from '../model/state';
import { SETTLE_SECONDS, timeline } from '../model/timeline';
import {
  balancerRowKey,
  balancerRows,
  groupsChangedFrom,
  listBefore,
  listWithLeaving,
  settled,
} from './transitions';

describe('lists that settle', () => {
  const endpoints = (c: ClusterState) => c.endpoints;
  const groups = (c: ClusterState) => c.groups;
  const pods = (c: ClusterState) => c.pods;
  const byPod = (e: Endpoint) => e.targetRef;
  const drawnTargets = (step: StepNumber, t: number) => {
    const s = sceneAt(step, t);
    const before = groupsChangedFrom(s);
    const entries = listWithLeaving(balancerRows(s.state), before && balancerRows(before), balancerRowKey);
    return settled(s) < 1 ? ['still settling'] : entries.map((e) => `${e.key} ${e.from}→${e.to}`);
  };
  const drawn = (step: StepNumber, t: number) => {
    const s = sceneAt(step, t);
    return listWithLeaving(endpoints(s.state), listBefore(s, endpoints), byPod).map(
      (e) => `${e.key} ${e.from}→${e.to}${e.leaving ? ' leaving' : ''}`,
    );
  };

  it('draw what left a list leaving, and the rest sliding into its place, until it settles', () => {
    // Step 4 at 18.4 s: web-1's endpoint leaves the EndpointSlice.
    expect(drawn(4, 18.3)).toEqual(['web-1 0→0', 'web-2 1→1']);
    expect(drawn(4, 18.5)).toEqual(['web-2 1→0', 'web-1 0→0 leaving']);
    expect(drawn(4, 19.3)).toEqual(['web-2 0→0']);
    // Step 2 at 4.6 s: the instance group leaves with its rows; the ip group slides up.
    const rows = (t: number) => {
      const s = sceneAt(2, t);
      const before = groupsChangedFrom(s);
      return listWithLeaving(balancerRows(s.state), before && balancerRows(before), balancerRowKey).map(
        (e) => `${e.key} ${e.from}→${e.to}${e.leaving ? ' leaving' : ''}`,
      );
    };
    expect(rows(4.7)).toEqual([
      'group:ip 3→0',
      'group:instance 0→0 leaving',
      'target:10.0.0.11:31000 1→1 leaving',
      'target:10.0.0.12:31000 2→2 leaving',
    ]);
  });

  it('settle before their step ends, so pausing at a step’s end never stops a row half-way', () => {
    for (const step of timeline()) {
      for (const m of step.moments.filter((x) => x.changed.length > 0)) {
        expect(m.at + SETTLE_SECONDS, `step ${step.spec.n}, moment at ${m.at} s`).toBeLessThanOrEqual(
          step.spec.duration,
        );
      }
    }
    // Step 2's last change (the instance group deleted) has settled by its last frame.
    expect(drawnTargets(2, durationOf(2))).toEqual(['group:ip 0→0', 'target:10.244.1.5:8080 1→1']);
  });

  it('leave a list that a moment did not change as it was: the same array, nothing leaving', () => {
    const s = sceneAt(4, 18.5);
    expect(listBefore(s, endpoints)).toHaveLength(2);
    expect(listBefore(s, groups)).toBeNull();
    expect(groupsChangedFrom(s)).toBeNull();
    expect(listBefore(s, pods)).toBeNull();
    expect(pods(s.state)).toBe(pods(sceneAt(4, 18.3).state));
  });
});
