import { usePlan } from './layout';

// The key to the stage's line styles, in the stage's free top-left corner. Each style also
// differs in dash pattern, not in colour alone.
const ITEMS = [
  { cls: 'path-node-port', label: 'Node-port path' },
  { cls: 'path-pod', label: 'Pod path' },
  { cls: 'path-probe', label: 'Health check' },
  { cls: 'path-signal', label: 'API watch/call' },
] as const;

export function Legend() {
  const { top } = usePlan();
  return (
    <g className="legend">
      {ITEMS.map((item, i) => {
        const y = top + 22 + i * 24;
        return (
          <g key={item.cls} className={item.cls}>
            <line className="route" x1={10} y1={y} x2={38} y2={y} />
            <circle className="dot" cx={24} cy={y} r={5} />
            <text className="detail" x={46} y={y + 4.5}>
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
