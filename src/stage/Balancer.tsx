import { memo, useMemo, type ReactNode } from 'react';
import { BALANCER } from '../model/cluster';
import { fit, useAddressing } from './addressing';
import { type Scene } from '../model/scene';
import {
  balancerRowKey,
  balancerRows,
  groupsChangedFrom,
  highlight,
  listWithLeaving,
  type BalancerRow,
  type ListEntry,
} from './transitions';
import { TAG_TYPE, usePlan, type Plan } from './layout';
import { sameEntry } from '../hooks/useSceneValue';
import { useScene } from '../store/context';
import { SettlingRow } from './SettlingRow';
import { Frame, Lines } from './Box';

// Health is told by word and by mark, never by colour alone.
const HEALTH_MARK = { initial: '○', healthy: '●', unhealthy: '⊘', draining: '◐' } as const;

/**
 * Whether a target's address and its health's word fit its row side by side, in the row's
 * monospaced type. A long address (a reader's own Pod's) keeps its health's mark only; the
 * target group's panel below says the word.
 */
const fitsBeside = (address: string, health: string, rowWidth: number) =>
  // The mark and a space before the word, the row's margins, and a gap between the two.
  (address.length + 2 + health.length) * TAG_TYPE.char + 20 + 8 <= rowWidth;

/** What a row of the list shows: a group's heading, or a target with its health. */
function rowParts(
  row: BalancerRow,
  key: string,
  { x, y, w, h }: Plan['targetRow'],
): {
  className: string;
  data: Record<`data-${string}`, string>;
  glow: (s: Scene) => number;
  background: ReactNode;
  content: ReactNode;
} {
  if (row.kind === 'group')
    return {
      className: `group group-${row.type}`,
      data: { 'data-group': row.type },
      // It glows when the listener switches to or from it, not when it first appears.
      glow: (s: Scene) => (s.changed.has(key) ? 0 : highlight(s.changed.get(`${key}.listener`))),
      background: null,
      content: (
        <>
          <text className="detail strong" x={x + 4} y={y + 20}>
            {`targetType ${row.type}`}
          </text>
          {row.listener && (
            <text className="detail strong" x={x + w - 6} y={y + 20} textAnchor="end">
              ◀ listener
            </text>
          )}
        </>
      ),
    };
  const t = row.target;
  return {
    className: `target target-${t.kind} health-${t.health}`,
    data: { 'data-target': t.id },
    glow: (s: Scene) => highlight(s.changed.get(`${key}.health`)),
    background: <rect className="row" x={x} y={y} width={w} height={h} rx={6} />,
    content: (
      <>
        <text className="addr" x={x + 10} y={y + 20}>
          {t.id}
        </text>
        <text className="health" x={x + w - 10} y={y + 20} textAnchor="end">
          {fitsBeside(t.id, t.health, w) ? `${HEALTH_MARK[t.health]} ${t.health}` : HEALTH_MARK[t.health]}
        </text>
      </>
    ),
  };
}

const Row = memo(function Row({ entry }: { entry: ListEntry<BalancerRow> }) {
  const row = usePlan().targetRow;
  const { className, data, glow, background, content } = rowParts(entry.item, entry.key, row);
  const { x, y, w, h } = row;
  return (
    <SettlingRow
      entry={entry}
      appeared={entry.key}
      pitch={h + row.gap}
      glow={glow}
      box={{ x, y, w, h }}
      rx={6}
      className={className}
      data={data}
      background={background}
    >
      {content}
    </SettlingRow>
  );
}, sameEntry);

/** The balancer: its front end, and the target groups its listener can forward to. */
export function Balancer() {
  const groups = useScene((s) => s.state.groups);
  const listener = useScene((s) => s.state.listener);
  const before = useScene(groupsChangedFrom);
  const { balancer: box, laneY } = usePlan();
  const front = useAddressing().balancer;
  const entries = useMemo(
    () => listWithLeaving(balancerRows({ groups, listener }), before && balancerRows(before), balancerRowKey),
    [groups, listener, before],
  );
  return (
    <Frame box={box} className="balancer">
      <Lines
        box={box}
        lines={[
          BALANCER.label,
          `front end ${front.frontHost ? fit(front.frontHost, 18) : front.frontIp}:${front.frontPort}`,
        ]}
      />
      {entries.map((entry) => (
        <Row key={entry.key} entry={entry} />
      ))}
      <line className="lane" x1={box.x} y1={laneY} x2={box.x + box.w} y2={laneY} />
      <text className="detail" x={box.x + 14} y={laneY + 30}>
        own address {BALANCER.ownIp}
      </text>
    </Frame>
  );
}
