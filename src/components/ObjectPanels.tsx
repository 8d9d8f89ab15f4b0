import { endpointSliceYaml, isFresh, serviceYaml, targetGroupYaml, type YamlLine } from '../model/objects';
import type { ClusterState } from '../model/state';
import { useScene } from '../store/context';

function Yaml({ lines, changed }: { lines: readonly YamlLine[]; changed: ReadonlySet<string> }) {
  return (
    <pre className="yaml">
      <code>
        {lines.map((line, i) => {
          const fresh = isFresh(line, changed);
          const text = (
            <>
              {line.text}
              {line.note && <span className="yaml-note">{`  # ${line.note}`}</span>}
              {'\n'}
            </>
          );
          return fresh ? (
            <mark key={i} className="fresh">
              {text}
            </mark>
          ) : (
            <span key={i}>{text}</span>
          );
        })}
      </code>
    </pre>
  );
}

const PANELS: readonly { id: string; title: string; lines: (s: ClusterState) => YamlLine[] }[] = [
  { id: 'service', title: 'Service web', lines: serviceYaml },
  { id: 'slice', title: 'EndpointSlice of web', lines: endpointSliceYaml },
  { id: 'targets', title: 'Balancer target group', lines: targetGroupYaml },
];

/** The objects as YAML, with the fields that just changed marked. */
export function ObjectPanels() {
  const state = useScene((s) => s.state);
  // A string, so this re-renders only when a highlight starts or ends, not every frame.
  const changedKey = useScene((s) => [...s.changed.keys()].join('\n'));
  const changed = new Set(changedKey ? changedKey.split('\n') : []);
  return (
    <div className="panels">
      {PANELS.map((p) => (
        <section key={p.id} className={`panel panel-${p.id}`} aria-labelledby={`panel-${p.id}`}>
          <h3 id={`panel-${p.id}`}>{p.title}</h3>
          <Yaml lines={p.lines(state)} changed={changed} />
        </section>
      ))}
    </div>
  );
}
