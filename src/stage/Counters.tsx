import { useShallow } from 'zustand/react/shallow';
import { packetInFocus } from '../model/scene';
import { connectionCounters } from '../model/tag';
import { useScene } from '../store/context';
import { COUNTERS_BOX } from './layout';
import { Frame } from './Box';

/**
 * What the connection on stage has cost so far, counted as its packet passes each hop: Nodes,
 * Node SNATs, and what the Pod sees once it is there. A step without a client's connection
 * shows none.
 */
export function Counters() {
  const counters = useScene(
    useShallow((s) => {
      const f = packetInFocus(s);
      if (!f) return null;
      const last = f.packet.route.hops.length - 1;
      const c =
        f.when === 'before'
          ? connectionCounters({ route: f.packet.route, hop: -1, arrived: false })
          : f.when === 'after'
            ? connectionCounters({ route: f.packet.route, hop: last, arrived: true })
            : connectionCounters({ route: f.packet.route, hop: f.hop ?? 0, arrived: f.when === 'arrived' });
      return c && { ...c };
    }),
  );
  if (!counters) return null;
  const box = COUNTERS_BOX;
  // Where the implementation decides, both addresses, one to a line.
  const sees = (counters.podSees ?? '–').split(' or ').map((a, i) => (i === 0 ? a : `or ${a}`));
  const lines = [`Node hops: ${counters.nodeHops}`, `Node SNAT: ${counters.nodeSnats}`, 'Pod sees:', ...sees];
  return (
    <Frame box={box} className="counters">
      {lines.map((line, i) => (
        <text key={i} className={i >= 3 ? 'addr' : 'detail strong'} x={box.x + 10} y={box.y + 22 + i * 21}>
          {line}
        </text>
      ))}
    </Frame>
  );
}
