import { NODE_NAMES } from '../../model/cluster';
import { VIEW } from '../layout';
import { useReducedMotion } from '../useReducedMotion';
import { Balancer } from './Balancer';
import { ClientBox } from './ClientBox';
import { ControllerBox } from './ControllerBox';
import { EndpointSliceBox } from './EndpointSliceBox';
import { Legend } from './Legend';
import { NodeBox } from './NodeBox';
import { Packets } from './Packets';
import { ServiceBox } from './ServiceBox';

export function Stage({ labelId, descriptionId }: { labelId: string; descriptionId?: string }) {
  const still = useReducedMotion();
  return (
    <svg
      className={still ? 'stage still' : 'stage'}
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
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
