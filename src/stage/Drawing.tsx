import { LazyMotion, domMin } from 'framer-motion';
import { NODE_NAMES } from '../model/cluster';
import { Balancer } from './Balancer';
import { CameraView } from './CameraView';
import { ClientBox } from './ClientBox';
import { ControllerBox } from './ControllerBox';
import { Counters } from './Counters';
import { EndpointSliceBox } from './EndpointSliceBox';
import { Legend } from './Legend';
import { NodeBox } from './NodeBox';
import { Packets } from './Packets';
import { PacketTags } from './PacketTag';
import { PLANS, PlanProvider } from './layout';
import type { PlanName } from './planSizes';
import { ServiceBox } from './ServiceBox';
import { TimeNote } from './TimeNote';

/**
 * Everything drawn inside the stage's frame, with framer-motion's smallest renderer (`m` with
 * domMin), loaded with it in the stage's own chunk (motionParts).
 */
export function Drawing({ plan }: { plan: PlanName }) {
  return (
    <LazyMotion features={domMin} strict>
      <PlanProvider value={PLANS[plan]}>
        <CameraView>
          <Legend />
          <TimeNote />
          <Counters />
          <ClientBox />
          <ControllerBox />
          <Balancer />
          <EndpointSliceBox />
          <ServiceBox />
          {NODE_NAMES.map((n) => (
            <NodeBox key={n} node={n} />
          ))}
          <Packets />
        </CameraView>
        <PacketTags />
      </PlanProvider>
    </LazyMotion>
  );
}
