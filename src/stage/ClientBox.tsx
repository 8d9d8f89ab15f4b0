import { CLIENT } from '../model/cluster';
import { fit, useAddressing } from './addressing';
import { Frame, Lines } from './Box';
import { usePlan } from './layout';

export function ClientBox() {
  const box = usePlan().client;
  const { balancer } = useAddressing();
  return (
    <Frame box={box} className="client">
      <Lines
        box={box}
        lines={[
          CLIENT.label,
          CLIENT.ip,
          'on the internet',
          `→ ${balancer.frontHost ? fit(balancer.frontHost, 14) : balancer.frontIp}`,
        ]}
      />
    </Frame>
  );
}
