import { targetKindOf } from '../model/state';
import { useScene } from '../store/context';
import { Frame, Lines } from './Box';
import { usePlan } from './layout';

export function ControllerBox() {
  const mode = useScene((s) => targetKindOf(s.state));
  const box = usePlan().controller;
  return (
    <Frame box={box} className="controller">
      <Lines
        box={box}
        lines={
          mode === 'pod'
            ? ['Balancer controller', 'ip group: reads the EndpointSlice,', 'registers each Pod IP:port']
            : ['Balancer controller', 'instance group: registers', 'each Node at the nodePort']
        }
      />
    </Frame>
  );
}
