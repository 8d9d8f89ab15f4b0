import { memo } from 'react';
import * as m from 'framer-motion/m';
import { SERVICE } from '../../model/cluster';
import type { ListEntry } from '../../model/scene';
import type { ClusterState, Endpoint } from '../../model/state';
import { SLICE_BOX } from '../layout';
import { highlight } from '../../model/scene';
import { sameEntry, useEntryOpacity, useSceneValue, useSettlingList, useSlot } from '../useSceneValue';
import { Frame, Lines } from './Box';

const yesNo = (v: boolean) => (v ? '✓' : '✗');

const PITCH = 44;
const endpointList = (c: ClusterState) => c.endpoints;
const endpointKey = (e: Endpoint) => e.targetRef;

const EndpointRow = memo(function EndpointRow({ entry }: { entry: ListEntry<Endpoint> }) {
  const ep = entry.item;
  const key = `endpoint:${ep.targetRef}`;
  const opacity = useEntryOpacity(entry, key);
  const slot = useSlot(entry, PITCH);
  const [ready, terminating, serving] = [`${key}.ready`, `${key}.terminating`, `${key}.serving`];
  // The paths are built here, once a render: the value is read every frame.
  const glow = useSceneValue((s) =>
    Math.max(
      highlight(s.changed.get(ready)),
      highlight(s.changed.get(terminating)),
      highlight(s.changed.get(serving)),
    ),
  );
  const x = SLICE_BOX.x + 10;
  const y = SLICE_BOX.y + 58;
  return (
    <m.g
      className={`endpoint ${ep.ready ? 'is-ready' : 'not-ready'}`}
      style={{ opacity, y: slot }}
      data-endpoint={ep.targetRef}
    >
      <m.rect
        className="glow"
        x={x}
        y={y}
        width={SLICE_BOX.w - 20}
        height={38}
        rx={5}
        style={{ opacity: glow }}
      />
      <text className="addr" x={x + 6} y={y + 16}>
        {ep.address} · {ep.targetRef} · {ep.nodeName}
      </text>
      <text className="detail" x={x + 6} y={y + 32}>
        {`ready ${yesNo(ep.ready)}  serving ${yesNo(ep.serving)}  terminating ${yesNo(ep.terminating)}`}
      </text>
    </m.g>
  );
}, sameEntry);

export function EndpointSliceBox() {
  const rows = useSettlingList(endpointList, endpointKey);
  return (
    <Frame box={SLICE_BOX} className="slice">
      <Lines
        box={SLICE_BOX}
        lines={['EndpointSlice of web', `port ${SERVICE.portName} ${SERVICE.targetPort}/TCP`]}
      />
      {rows.map((entry) => (
        <EndpointRow key={entry.key} entry={entry} />
      ))}
    </Frame>
  );
}
