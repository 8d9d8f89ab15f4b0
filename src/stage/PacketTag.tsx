import { useMemo } from 'react';
import * as m from 'framer-motion/m';
import { useShallow } from 'zustand/react/shallow';
import { findPacket } from '../model/scene';
import { packetTag } from '../model/tag';
import { useScene } from '../store/context';
import { useSceneValue } from '../hooks/useSceneValue';
import { useStill } from '../hooks/useReducedMotion';
import { TAG_BAND, TAG_TYPE, tagBox } from './layout';
import { packetPoint, routeClass } from './Packets';

/**
 * The header a packet carries, as a tag that follows it along the free band below the client
 * and the balancer: never over a box, always inside the stage. Its words change only when the
 * packet reaches or leaves a hop; its place follows the packet every frame.
 */
export function PacketTag({ id }: { id: string }) {
  const still = useStill();
  const at = useScene(
    useShallow((s) => {
      const p = s.packets.find((q) => q.id === id);
      return { hop: p?.hop ?? 0, toward: p?.toward ?? null, rewriting: p?.rewriting ?? false };
    }),
  );
  const route = findPacket(id)?.route;
  const tag = useMemo(() => (route ? packetTag({ route, ...at }) : null), [route, at]);
  const { size, pitch, pad } = TAG_TYPE;
  const lines = useMemo(() => (tag ? [tag.heading, ...tag.lines.map((l) => l.text)] : []), [tag]);
  const { w, h } = tagBox(0, lines);
  const x = useSceneValue((s) => tagBox(packetPoint(s, id, still)?.x ?? TAG_BAND.x, lines).x);
  if (!tag || !route) return null;
  const y = TAG_BAND.y;
  return (
    <m.g className={`packet-tag ${routeClass(route)}`} data-tag={id} style={{ x }}>
      <rect className="frame" x={0} y={y} width={w} height={h} rx={6} />
      <text className={tag.rewrite ? 'tag-heading rewrite' : 'tag-heading'} x={pad} y={y + pad + size - 2}>
        {tag.heading}
      </text>
      <text className="tag-header" x={pad} y={y + pad + size - 2}>
        {/* One line a field value; spaces between them, so the text reads "SRC → DST". */}
        {tag.lines.map((line, i) => (
          <tspan
            key={`${line.field}${line.mark ?? ''}`}
            x={pad}
            dy={pitch}
            className={line.mark}
            data-field={line.field}
          >
            {i < tag.lines.length - 1 ? `${line.text} ` : line.text}
          </tspan>
        ))}
      </text>
    </m.g>
  );
}
