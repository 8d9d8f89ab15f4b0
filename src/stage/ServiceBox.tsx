import * as m from 'framer-motion/m';
import { useAddressing } from './addressing';
import { useScene } from '../store/context';
import { usePlan } from './layout';
import { highlight } from './transitions';
import { useSceneValue } from '../hooks/useSceneValue';
import { Frame, Lines } from './Box';

export function ServiceBox() {
  const service = useScene((s) => s.state.service);
  const glow = useSceneValue((s) => highlight(s.changed.get('service.allocateLoadBalancerNodePorts')));
  const box = usePlan().service;
  const SERVICE = useAddressing().service;
  return (
    <Frame box={box} className="service">
      <Lines
        box={box}
        lines={[
          `Service ${SERVICE.name}`,
          `LoadBalancer · ${SERVICE.port} → ${SERVICE.targetPort}`,
          service.nodePort === null ? 'no nodePort' : `nodePort ${service.nodePort} (allocated)`,
        ]}
      />
      <m.rect
        className="glow"
        x={box.x + 6}
        y={box.y + 76}
        width={box.w - 12}
        height={46}
        rx={5}
        style={{ opacity: glow }}
      />
      <text className="detail" x={box.x + 14} y={box.y + 94}>
        allocateLoadBalancerNodePorts:
      </text>
      <text className="field" x={box.x + 14} y={box.y + 114}>
        {String(service.allocateLoadBalancerNodePorts)}
      </text>
      <text className="detail" x={box.x + 14} y={box.y + 138}>
        externalTrafficPolicy: {service.externalTrafficPolicy}
      </text>
    </Frame>
  );
}
