import * as m from 'framer-motion/m';
import { SERVICE } from '../../model/cluster';
import { useScene } from '../../store/context';
import { SERVICE_BOX } from '../layout';
import { highlight, useSceneValue } from '../useSceneValue';
import { Frame, Lines } from './Box';

export function ServiceBox() {
  const service = useScene((s) => s.state.service);
  const glow = useSceneValue((s) => highlight(s.changed.get('service.allocateLoadBalancerNodePorts')));
  const box = SERVICE_BOX;
  return (
    <Frame box={box} className="service">
      <Lines
        box={box}
        lines={[
          `Service ${SERVICE.name} · LoadBalancer`,
          `port ${SERVICE.port} → targetPort ${SERVICE.targetPort}`,
          service.nodePort === null ? 'no nodePort' : `nodePort ${service.nodePort} (allocated)`,
          `externalTrafficPolicy: ${service.externalTrafficPolicy}`,
        ]}
      />
      <m.rect
        className="glow"
        x={box.x + 8}
        y={box.y + 118}
        width={box.w - 16}
        height={30}
        rx={5}
        style={{ opacity: glow }}
      />
      <text className="field" x={box.x + 14} y={box.y + 138} data-field="allocateLoadBalancerNodePorts">
        allocateLoadBalancerNodePorts: {String(service.allocateLoadBalancerNodePorts)}
      </text>
    </Frame>
  );
}
