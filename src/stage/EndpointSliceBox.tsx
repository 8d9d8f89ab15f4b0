import { memo } from 'react';
import { fit, useAddressing } from './addressing';
import type { ListEntry } from './transitions';
import type { ClusterState, Endpoint } from '../model/state';
import { highlight } from './transitions';
import { sameEntry, useSettlingList } from '../hooks/useSceneValue';
import { SettlingRow } from './SettlingRow';
import { Frame, Lines } from './Box';
import { TAG_TYPE, usePlan } from './layout';

const yesNo = (v: boolean) => (v ? '✓' : '✗');

const PITCH = 44;

/**
 * An endpoint's address, Pod and Node, as many as its row holds in the row's monospaced type:
 * a reader's own Pods have long names, so the Pod's is cut and the Node's left to the Node's
 * box it is drawn in, before the address ever is.
 */
function rowText(address: string, pod: string, node: string, width: number): string {
  const room = Math.floor(width / TAG_TYPE.char);
  const full = `${address} · ${fit(pod, 12)} · ${fit(node, 12)}`;
  if (full.length <= room) return full;
  const left = room - address.length - 3;
  return left >= 8 ? `${address} · ${fit(pod, left)}` : address;
}
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
        {rowText(ep.address, ep.targetRef, node.nodeName ? node.label : ep.nodeName, box.w - 26)}
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
