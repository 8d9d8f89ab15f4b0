import { NODE_NAMES } from '../../model/cluster';
import { Balancer } from './Balancer';
import { ClientBox } from './ClientBox';
import { ControllerBox } from './ControllerBox';
import { EndpointSliceBox } from './EndpointSliceBox';
import { Legend } from './Legend';
import { NodeBox } from './NodeBox';
import { Packets } from './Packets';
import { ServiceBox } from './ServiceBox';

/** Everything drawn inside the stage's frame. */
export function Drawing() {
  return (
    <>
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
    </>
  );
}
