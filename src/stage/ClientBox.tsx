import { BALANCER, CLIENT } from '../model/cluster';
import { CLIENT_BOX } from './layout';
import { Frame, Lines } from './Box';

export function ClientBox() {
  return (
    <Frame box={CLIENT_BOX} className="client">
      <Lines box={CLIENT_BOX} lines={[CLIENT.label, CLIENT.ip, 'on the internet', `→ ${BALANCER.frontIp}`]} />
    </Frame>
  );
}
