import { NODE_NAMES } from '../../model/cluster';
import { VIEW } from '../layout';
import { Balancer } from './Balancer';
import { ClientBox } from './ClientBox';
import { ControllerBox } from './ControllerBox';
import { EndpointSliceBox } from './EndpointSliceBox';
import { Legend } from './Legend';
import { NodeBox } from './NodeBox';
import { Packets } from './Packets';
import { ServiceBox } from './ServiceBox';

export function Stage({ labelId }: { labelId: string }) {
  return (
    <svg
      className="stage"
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-labelledby={labelId}
      preserveAspectRatio="xMidYMid meet"
    >
      <Legend />
      <ClientBox />
      <ControllerBox />
      <Balancer />
      <EndpointSliceBox />
      <ServiceBox />
      {NODE_NAMES.map((n) => (
        <NodeBox key={n} node={n} />
      ))}
      <Packets />
    </svg>
  );
}
