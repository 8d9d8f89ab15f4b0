import { useAddressing } from './addressing';
import { Frame, Lines } from './Box';
import { usePlan } from './layout';

export function ClientBox() {
  const box = usePlan().client;
  const { client, balancer } = useAddressing();
  return (
    <Frame box={box} className="client">
      <Lines box={box} lines={[client.label, client.ip, 'on the internet', `→ ${balancer.frontIp}`]} />
    </Frame>
  );
}
