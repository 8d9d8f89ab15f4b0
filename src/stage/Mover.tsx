import type { ReactNode } from 'react';
import type { Scene } from '../model/scene';
import { useSceneTransform } from '../hooks/useSceneValue';
import type { Point } from './layout';

/**
 * What moves every frame between beats (a packet, its tag, a signal), moved by the transform of
 * an HTML box inside the drawing: Chromium lays an SVG element out again whenever its transform
 * changes, an HTML box it only moves. Inside, the drawing goes on in the stage's own units, from
 * the point the box is moved to. The export draws it as the group it stands for (exportFrame).
 */
export function Mover({ at, children }: { at: (s: Scene) => Point | null; children: ReactNode }) {
  const box = useSceneTransform<HTMLDivElement>((s) => {
    const p = at(s);
    return p && `translate(${p.x}px, ${p.y}px)`;
  });
  return (
    <foreignObject className="mover" width="100%" height="100%">
      <div {...box}>
        <svg>{children}</svg>
      </div>
    </foreignObject>
  );
}
