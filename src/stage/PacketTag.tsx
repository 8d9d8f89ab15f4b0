import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { findPacket, type Scene } from '../model/scene';
import { packetTag } from '../model/tag';
import { useScene } from '../store/context';
import { useStill } from '../hooks/useStill';
import { TAG_TYPE, tagBox, tagRows, usePlan } from './layout';
import { Mover } from './Mover';
import { packetPoint, routeClass } from './Packets';

/**
 * The header a packet carries, as a tag that follows it along the free band below the client
 * and the balancer: never over a box, always inside the stage. Its words change only when the
 * packet reaches or leaves a hop; its place follows the packet every frame.
 */
export function PacketTag({ id }: { id: string }) {
  const still = useStill();
  const plan = usePlan();
  const at = useScene(
    useShallow((s) => {
      const p = s.packets.find((q) => q.id === id);
      return { hop: p?.hop ?? 0, toward: p?.toward ?? null, rewriting: p?.rewriting ?? false };
    }),
  );
  const route = useScene((s) => findPacket(s, id)?.route);
  const tag = useMemo(() => (route ? packetTag({ route, ...at }) : null), [route, at]);
  const { size, pitch, pad } = TAG_TYPE;
  // Rows that fit the band: the heading's, then each field's, one a value, with a space between
  // the values so the text reads "SRC → DST".
  const rows = useMemo(() => {
    if (!tag) return { heading: [], header: [] };
    const header = tag.lines.flatMap((line, i) => {
      const parts = tagRows(plan, line.text);
      const last = parts.length - 1;
      const spaced = i < tag.lines.length - 1 ? parts.map((p, j) => (j === last ? `${p} ` : p)) : parts;
      return spaced.map((text, j) => ({ ...line, text, key: `${line.field}${line.mark ?? ''}${j}` }));
    });
    return { heading: tagRows(plan, tag.heading), header };
  }, [tag, plan]);
  const all = useMemo(() => [...rows.heading, ...rows.header.map((r) => r.text)], [rows]);
  const { w, h } = tagBox(plan, 0, all);
  const place = (s: Scene) => ({ x: tagBox(plan, packetPoint(plan, s, id, still)?.x ?? 0, all).x, y: 0 });
  if (!tag || !route) return null;
  const y = plan.tagBand.y + pad + size - 2;
  return (
    <g className={`packet-tag ${routeClass(route)}`} data-tag={id}>
      <Mover at={place}>
        <rect className="frame" x={0} y={plan.tagBand.y} width={w} height={h} rx={6} />
        <text className={tag.rewrite ? 'tag-heading rewrite' : 'tag-heading'} x={pad} y={y}>
          {rows.heading.map((row, i) => (
            <tspan key={i} x={pad} dy={i === 0 ? 0 : pitch}>
              {row}
            </tspan>
          ))}
        </text>
        <text className="tag-header" x={pad} y={y + (rows.heading.length - 1) * pitch}>
          {rows.header.map((row) => (
            <tspan key={row.key} x={pad} dy={pitch} className={row.mark} data-field={row.field}>
              {row.text}
            </tspan>
          ))}
        </text>
      </Mover>
    </g>
  );
}

/** Every packet's tag, drawn over the rest of the stage (and, on a phone, over its window). */
export function PacketTags() {
  const ids = useScene(useShallow((s) => s.packets.map((p) => p.id)));
  return (
    <g className="tags">
      {ids.map((id) => (
        <PacketTag key={id} id={id} />
      ))}
    </g>
  );
}
