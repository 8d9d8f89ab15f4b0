import { targetKindOf } from '../model/state';
import { CONTROLLER_BOX } from './layout';
import { useScene } from '../store/context';
import { Frame, Lines } from './Box';

export function ControllerBox() {
  const mode = useScene((s) => targetKindOf(s.state));
  return (
    <Frame box={CONTROLLER_BOX} className="controller">
      <Lines
        box={CONTROLLER_BOX}
        lines={
          mode === 'pod'
            ? ['Balancer controller', 'ip group: reads the EndpointSlice,', 'registers each Pod IP:port']
            : ['Balancer controller', 'instance group: registers', 'each Node at the nodePort']
        }
      />
    </Frame>
  );
}
