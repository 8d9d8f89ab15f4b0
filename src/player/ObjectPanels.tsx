import { endpointSliceYaml, isFresh, serviceYaml, targetGroupYaml, type YamlLine } from '../model/objects';
import type { Addressing } from '../model/cluster';
import { addressingOf, type ClusterState } from '../model/state';
import { memo, useId, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDeferredScene } from '../store/context';

/**
 * A class that indents a long line's wrapped part past where the line starts (and past a list
 * item's "- "), so that it does not read as a key of its own; a class, not a style attribute, as
 * the pre-rendered page carries no inline style (its Content-Security-Policy allows none).
 */
function hangOf(text: string): string {
  const indent = text.length - text.trimStart().length + (text.trimStart().startsWith('- ') ? 2 : 0);
  return `hang-${Math.min(8, indent)}`;
}

const Yaml = memo(function Yaml({
  lines,
  changed,
}: {
  lines: readonly YamlLine[];
  changed: ReadonlySet<string>;
}) {
  return (
    <pre className="yaml">
      <code>
        {lines.map((line, i) => {
          const fresh = isFresh(line, changed);
          const hang = hangOf(line.text);
          // One element a line, marked or not (the role says which), so marking a line changes
          // an attribute, not the panel's elements.
          return (
            <span key={i} className={fresh ? `fresh ${hang}` : hang} role={fresh ? 'mark' : undefined}>
              {line.text}
              {line.note && <span className="yaml-note">{`  # ${line.note}`}</span>}
              {/* Kept in the text (copying, textContent) but hidden: on screen each line is a block already. */}
              <span className="nl">{'\n'}</span>
            </span>
          );
        })}
      </code>
    </pre>
  );
});

/**
 * One object's panel. It reads only its own object (a snapshot that keeps its identity until
 * that object changes) and only its own highlights, so a change to one object redraws one
 * panel, not three.
 */
function Panel<T>({
  id,
  title,
  part,
  yaml,
  prefixes,
  within,
}: {
  id: string;
  title: string;
  part: (s: ClusterState) => T;
  yaml: (part: T, a: Addressing) => YamlLine[];
  /** The field paths this panel shows start with one of these. */
  prefixes: readonly string[];
  /** Where several players' panels share a page: what tells this one's apart. */
  within?: string | undefined;
}) {
  const headingId = useId();
  const value = useDeferredScene((s) => part(s.state));
  const addressing = useDeferredScene((s) => addressingOf(s.state));
  const paths = useDeferredScene(
    useShallow((s) => [...s.changed.keys()].filter((p) => prefixes.some((x) => p.startsWith(x)))),
  );
  const lines = useMemo(() => yaml(value, addressing), [yaml, value, addressing]);
  const changed = useMemo(() => new Set(paths), [paths]);
  return (
    <section
      className={`panel panel-${id}`}
      {...(within ? { 'aria-label': `${within}: ${title}` } : { 'aria-labelledby': headingId })}
    >
      <h3 id={headingId}>{title}</h3>
      <Yaml lines={lines} changed={changed} />
    </section>
  );
}

const service = (s: ClusterState) => s.service;
const endpoints = (s: ClusterState) => s.endpoints;
// The listener and the groups together: the listener can switch while the groups stay the same.
const balancer = (s: ClusterState) => s;

const SERVICE_FIELDS = ['service.', 'annotation:'];
const SLICE_FIELDS = ['endpoint:'];
const BALANCER_FIELDS = ['group:', 'target:'];

/** The objects as YAML, with the fields that just changed marked. */
export function ObjectPanels({ within }: { within?: string }) {
  const name = useDeferredScene((s) => addressingOf(s.state).service.name);
  return (
    <div className="panels">
      <Panel
        id="service"
        title={`Service ${name}`}
        part={service}
        yaml={serviceYaml}
        prefixes={SERVICE_FIELDS}
        within={within}
      />
      <Panel
        id="slice"
        title={`EndpointSlice of ${name}`}
        part={endpoints}
        yaml={endpointSliceYaml}
        prefixes={SLICE_FIELDS}
        within={within}
      />
      <Panel
        id="targets"
        title="Balancer target groups"
        part={balancer}
        yaml={targetGroupYaml}
        prefixes={BALANCER_FIELDS}
        within={within}
      />
    </div>
  );
}
