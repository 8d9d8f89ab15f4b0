import { CONTROLLER_BOX } from './layout';
import { useScene } from '../store/context';
import { Frame, Lines } from './Box';

export function ControllerBox() {
  const mode = useScene((s) => s.state.targetMode);
  return (
    <Frame box={CONTROLLER_BOX} className="controller">
      <Lines
        box={CONTROLLER_BOX}
        lines={
          mode === 'pod'
            ? ['Balancer controller', 'Pod targets: reads the EndpointSlice', 'registers each Pod IP:port']
            : ['Balancer controller', 'Node-port targets: registers', 'each Node at the nodePort']
        }
      />
    </Frame>
  );
}
