import { BALANCER, CLIENT } from '../model/cluster';
import { Frame, Lines } from './Box';
import { usePlan } from './layout';

export function ClientBox() {
  const box = usePlan().client;
  return (
    <Frame box={box} className="client">
      <Lines box={box} lines={[CLIENT.label, CLIENT.ip, 'on the internet', `→ ${BALANCER.frontIp}`]} />
    </Frame>
  );
}
