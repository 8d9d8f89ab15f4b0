const ITEMS = [
  { cls: 'path-node-port', label: 'Node-port path' },
  { cls: 'path-pod', label: 'Pod path' },
  { cls: 'path-probe', label: 'Balancer health check' },
  { cls: 'path-signal', label: 'API watch or call' },
] as const;

/** The key to the stage's line styles; each also differs in dash pattern, not colour alone. */
export function Legend() {
  return (
    <ul className="legend" aria-label="Key">
      {ITEMS.map((item) => (
        <li key={item.cls} className={item.cls}>
          <svg width="34" height="12" aria-hidden="true">
            <line className="route" x1="1" y1="6" x2="33" y2="6" />
            <circle className="dot" cx="17" cy="6" r="5" />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
