import { useShallow } from 'zustand/react/shallow';
import { countersAt } from '../model/tag';
import { useScene } from '../store/context';
import { usePlan } from './layout';
import { Frame } from './Box';

/**
 * What the connection on stage has cost so far, counted as its packet passes each hop: Nodes,
 * Node SNATs, and what the Pod sees once it is there. A step without a client's connection
 * shows none.
 */
export function Counters() {
  const counters = useScene(useShallow((s) => countersAt(s)));
  const box = usePlan().counters;
  if (!counters) return null;
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
