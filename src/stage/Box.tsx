import type { ReactNode } from 'react';
import type { Box } from './layout';

/** The frame every stage object shares: one shape language for Nodes, Pods and the rest. */
export function Frame({ box, className, children }: { box: Box; className: string; children?: ReactNode }) {
  return (
    <g className={className}>
      <rect className="frame" x={box.x} y={box.y} width={box.w} height={box.h} rx={10} />
      {children}
    </g>
  );
}

/** Lines of text from the top-left of a box: the first is the title. */
export function Lines({
  box,
  lines,
  top = 26,
  step = 20,
}: {
  box: Box;
  lines: readonly ReactNode[];
  top?: number;
  step?: number;
}) {
  return (
    <>
      {lines.map((line, i) => (
        <text key={i} className={i === 0 ? 'title' : 'detail'} x={box.x + 14} y={box.y + top + i * step}>
          {line}
        </text>
      ))}
    </>
  );
}
