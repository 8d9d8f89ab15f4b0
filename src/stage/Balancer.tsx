import { memo } from 'react';
import { BALANCER, NODES } from '../model/cluster';
import type { ListEntry } from '../model/scene';
import type { ClusterState, Target } from '../model/state';
import { BALANCER_BOX, LANE_Y, TARGET_ROW } from './layout';
import { highlight } from '../model/scene';
import { sameEntry, useSettlingList } from '../hooks/useSceneValue';
import { SettlingRow } from './SettlingRow';
import { Frame, Lines } from './Box';

// Health is told by word and by mark, never by colour alone.
const HEALTH_MARK = { initial: '○', healthy: '●', draining: '◐', removed: '✕' } as const;

const PITCH = TARGET_ROW.h + TARGET_ROW.gap;
const targetList = (c: ClusterState) => c.targets;
const targetKey = (t: Target) => t.id;

const TargetRow = memo(function TargetRow({ entry }: { entry: ListEntry<Target> }) {
  const target = entry.item;
  const health = `target:${target.id}.health`;
  const { x, y, w, h } = TARGET_ROW;
  return (
    <SettlingRow
      entry={entry}
      appeared={`target:${target.id}`}
      pitch={PITCH}
      glow={(s) => highlight(s.changed.get(health))}
      box={{ x, y, w, h }}
      rx={6}
      className={`target target-${target.kind} health-${target.health}`}
      data={{ 'data-target': target.id }}
      background={<rect className="row" x={x} y={y} width={w} height={h} rx={6} />}
    >
      <text className="addr" x={x + 10} y={y + 17}>
        {target.id}
      </text>
      <text className="detail" x={x + 10} y={y + 34}>
        {target.kind === 'node-port' ? `${NODES[target.node].label} node port` : 'Pod target'}
      </text>
      <text className="health" x={x + w - 10} y={y + 34} textAnchor="end">
        {HEALTH_MARK[target.health]} {target.health}
      </text>
    </SettlingRow>
  );
}, sameEntry);

export function Balancer() {
  const rows = useSettlingList(targetList, targetKey);
  return (
    <Frame box={BALANCER_BOX} className="balancer">
      <Lines
        box={BALANCER_BOX}
        lines={[BALANCER.label, `front end ${BALANCER.frontIp}:${BALANCER.frontPort}`]}
      />
      <text className="detail strong" x={TARGET_ROW.x} y={TARGET_ROW.y - 8}>
        Targets
      </text>
      {rows.map((entry) => (
        <TargetRow key={entry.key} entry={entry} />
      ))}
      <line
        className="lane"
        x1={BALANCER_BOX.x}
        y1={LANE_Y}
        x2={BALANCER_BOX.x + BALANCER_BOX.w}
        y2={LANE_Y}
      />
      <text className="detail" x={BALANCER_BOX.x + 14} y={LANE_Y + 30}>
        own address {BALANCER.ownIp}
      </text>
    </Frame>
  );
}
