import { memo } from 'react';
import { fit, useAddressing } from './addressing';
import type { ListEntry } from './transitions';
import type { ClusterState, Endpoint } from '../model/state';
import { highlight } from './transitions';
import { sameEntry, useSettlingList } from '../hooks/useSceneValue';
import { SettlingRow } from './SettlingRow';
import { Frame, Lines } from './Box';
import { usePlan } from './layout';

const yesNo = (v: boolean) => (v ? '✓' : '✗');

const PITCH = 44;
const endpointList = (c: ClusterState) => c.endpoints;
const endpointKey = (e: Endpoint) => e.targetRef;

const EndpointRow = memo(function EndpointRow({ entry }: { entry: ListEntry<Endpoint> }) {
  const ep = entry.item;
  const key = `endpoint:${ep.targetRef}`;
  const fields = [`${key}.ready`, `${key}.terminating`, `${key}.serving`];
  const box = usePlan().slice;
  const node = useAddressing().nodes[ep.nodeName];
  const x = box.x + 8;
  const y = box.y + 58;
  return (
    <SettlingRow
      entry={entry}
      appeared={key}
      pitch={PITCH}
      glow={(s) => Math.max(...fields.map((f) => highlight(s.changed.get(f))))}
      box={{ x, y, w: box.w - 16, h: 38 }}
      rx={5}
      className={`endpoint ${ep.ready ? 'is-ready' : 'not-ready'}`}
      data={{ 'data-endpoint': ep.targetRef }}
    >
      <text className="addr" x={x + 5} y={y + 16}>
        {ep.address} · {fit(ep.targetRef, 12)} · {node.nodeName ? fit(node.label, 12) : ep.nodeName}
      </text>
      <text className="detail" x={x + 5} y={y + 32}>
        {`ready ${yesNo(ep.ready)} serving ${yesNo(ep.serving)} terminating ${yesNo(ep.terminating)}`}
      </text>
    </SettlingRow>
  );
}, sameEntry);

export function EndpointSliceBox() {
  const rows = useSettlingList(endpointList, endpointKey);
  const box = usePlan().slice;
  const SERVICE = useAddressing().service;
  return (
    <Frame box={box} className="slice">
      <Lines
        box={box}
        lines={[`EndpointSlice of ${SERVICE.name}`, `port ${SERVICE.portName} ${SERVICE.targetPort}/TCP`]}
      />
      {rows.map((entry) => (
        <EndpointRow key={entry.key} entry={entry} />
      ))}
    </Frame>
  );
}
