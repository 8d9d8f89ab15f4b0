import type { ReactNode } from 'react';
import * as m from 'framer-motion/m';
import type { Scene } from '../model/scene';
import type { ListEntry } from './transitions';
import { useEntryOpacity, useSceneValue, useSlot } from '../hooks/useSceneValue';
import type { Box } from './layout';

/**
 * A row of a list on the stage (a target, an endpoint): it fades in when new and out when it
 * leaves, slides to its slot, and glows while a field it shows has just changed.
 */
export function SettlingRow({
  entry,
  appeared,
  pitch,
  glow,
  box,
  rx,
  className,
  data,
  background,
  children,
}: {
  entry: ListEntry<unknown>;
  /** The field path whose change means the row just appeared. */
  appeared: string;
  pitch: number;
  glow: (s: Scene) => number;
  box: Box;
  rx: number;
  className: string;
  data: Record<`data-${string}`, string>;
  /** Drawn under the glow. */
  background?: ReactNode;
  children: ReactNode;
}) {
  const opacity = useEntryOpacity(entry, appeared);
  const slot = useSlot(entry, pitch);
  const glowing = useSceneValue(glow);
  return (
    <m.g className={className} style={{ opacity, y: slot }} {...data}>
      {background}
      <m.rect
        className="glow"
        x={box.x}
        y={box.y}
        width={box.w}
        height={box.h}
        rx={rx}
        style={{ opacity: glowing }}
      />
      {children}
    </m.g>
  );
}
