import { useScene } from '../store/context';
import { usePlan } from './layout';

/**
 * In a step whose real waits run far longer than the story's seconds, the stage says so, in
 * its free left column between the legend and the client.
 */
export function TimeNote() {
  const lines = useScene((s) => s.step.spec.timeCompressed);
  const { top } = usePlan();
  if (!lines) return null;
  return (
    <g className="time-note">
      <text className="detail strong" x={10} y={top + 136}>
        Time compressed:
      </text>
      {lines.map((line, i) => (
        <text key={i} className="detail" x={10} y={top + 156 + i * 18}>
          {line}
        </text>
      ))}
    </g>
  );
}
