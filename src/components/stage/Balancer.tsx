import * as m from 'framer-motion/m';
import { BALANCER, NODES } from '../../model/cluster';
import type { Target } from '../../model/state';
import { useScene } from '../../store/context';
import { BALANCER_BOX, LANE_Y, TARGET_ROW } from '../layout';
import { fadeIn, highlight, useSceneValue } from '../useSceneValue';
import { Frame, Lines } from './Box';

// Health is told by word and by mark, never by colour alone.
const HEALTH_MARK = { initial: '○', healthy: '●', draining: '◐', removed: '✕' } as const;

function TargetRow({ target, index }: { target: Target; index: number }) {
  const opacity = useSceneValue((s) => fadeIn(s.changed.get(`target:${target.id}`)));
  const glow = useSceneValue((s) => highlight(s.changed.get(`target:${target.id}.health`)));
  const y = TARGET_ROW.y + index * (TARGET_ROW.h + TARGET_ROW.gap);
  const x = TARGET_ROW.x;
  return (
    <m.g
      className={`target target-${target.kind} health-${target.health}`}
      style={{ opacity }}
      data-target={target.id}
    >
      <rect className="row" x={x} y={y} width={TARGET_ROW.w} height={TARGET_ROW.h} rx={6} />
      <m.rect
        className="glow"
        x={x}
        y={y}
        width={TARGET_ROW.w}
        height={TARGET_ROW.h}
        rx={6}
        style={{ opacity: glow }}
      />
      <text className="addr" x={x + 10} y={y + 17}>
        {target.id}
      </text>
      <text className="detail" x={x + 10} y={y + 34}>
        {target.kind === 'node-port' ? `${NODES[target.node].label} node port` : 'Pod target'}
      </text>
      <text className="health" x={x + TARGET_ROW.w - 10} y={y + 34} textAnchor="end">
        {HEALTH_MARK[target.health]} {target.health}
      </text>
    </m.g>
  );
}

export function Balancer() {
  const targets = useScene((s) => s.state.targets);
  return (
    <Frame box={BALANCER_BOX} className="balancer">
      <Lines
        box={BALANCER_BOX}
        lines={[BALANCER.label, `front end ${BALANCER.frontIp}:${BALANCER.frontPort}`]}
      />
      <text className="detail strong" x={TARGET_ROW.x} y={TARGET_ROW.y - 8}>
        Targets
      </text>
      {targets.map((t, i) => (
        <TargetRow key={t.id} target={t} index={i} />
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
