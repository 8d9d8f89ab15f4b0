import * as m from 'framer-motion/m';
import { SERVICE } from '../../model/cluster';
import type { Endpoint } from '../../model/state';
import { useScene } from '../../store/context';
import { SLICE_BOX } from '../layout';
import { fadeIn, highlight, useSceneValue } from '../useSceneValue';
import { Frame, Lines } from './Box';

const yesNo = (v: boolean) => (v ? '✓' : '✗');

function EndpointRow({ ep, index }: { ep: Endpoint; index: number }) {
  const key = `endpoint:${ep.targetRef}`;
  const opacity = useSceneValue((s) => fadeIn(s.changed.get(key)));
  const glow = useSceneValue((s) =>
    Math.max(
      highlight(s.changed.get(`${key}.ready`)),
      highlight(s.changed.get(`${key}.terminating`)),
      highlight(s.changed.get(`${key}.serving`)),
    ),
  );
  const x = SLICE_BOX.x + 10;
  const y = SLICE_BOX.y + 58 + index * 44;
  return (
    <m.g
      className={`endpoint ${ep.ready ? 'is-ready' : 'not-ready'}`}
      style={{ opacity }}
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
        ready {yesNo(ep.ready)} serving {yesNo(ep.serving)} terminating {yesNo(ep.terminating)}
      </text>
    </m.g>
  );
}

export function EndpointSliceBox() {
  const endpoints = useScene((s) => s.state.endpoints);
  return (
    <Frame box={SLICE_BOX} className="slice">
      <Lines
        box={SLICE_BOX}
        lines={['EndpointSlice of web', `port ${SERVICE.portName} ${SERVICE.targetPort}/TCP`]}
      />
      {endpoints.map((ep, i) => (
        <EndpointRow key={ep.targetRef} ep={ep} index={i} />
      ))}
    </Frame>
  );
}
