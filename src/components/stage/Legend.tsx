import { LEGEND } from '../layout';

const ITEMS = [
  { cls: 'path-node-port', label: 'Node-port path' },
  { cls: 'path-pod', label: 'Pod path' },
  { cls: 'path-probe', label: 'Balancer health check' },
  { cls: 'path-signal', label: 'API watch / call' },
] as const;

export function Legend() {
  return (
    <g className="legend" aria-hidden="true">
      <text className="title" x={LEGEND.x} y={LEGEND.y + 14}>
        Key
      </text>
      {ITEMS.map((item, i) => {
        const y = LEGEND.y + 40 + i * 26;
        return (
          <g key={item.cls} className={item.cls}>
            <line className="route" x1={LEGEND.x} y1={y} x2={LEGEND.x + 36} y2={y} />
            <circle className="dot" cx={LEGEND.x + 18} cy={y} r={6} />
            <text className="detail" x={LEGEND.x + 48} y={y + 4}>
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
