import { useShallow } from 'zustand/react/shallow';
import type { Route } from '../model/routing';
import { findPacket, type Scene } from '../model/scene';
import { useScene } from '../store/context';
import {
  signalPath,
  dock,
  pathBetween,
  pointAlong,
  toPoints,
  usePlan,
  type Plan,
  type Point,
} from './layout';
import { useStill } from '../hooks/useStill';
import { Mover } from './Mover';

/** The colour family of a route: node-port path, Pod path or health check. */
export function routeClass(route: Route): string {
  if (route.kind === 'probe') return 'path-probe';
  return route.hops.some((h) => h.place.kind === 'node-port') ? 'path-node-port' : 'path-pod';
}

/** The drawn way from each hop to the next. */
function legsOf(plan: Plan, route: Route): (readonly Point[])[] {
  return route.hops.slice(1).map((h, i) => {
    const prev = route.hops[i];
    return prev ? pathBetween(plan, prev.place, h.place) : [];
  });
}

export function routePoints(plan: Plan, route: Route): Point[] {
  return legsOf(plan, route).flatMap((leg, i) => (i === 0 ? leg : leg.slice(1)));
}

/**
 * Where a packet is drawn: along its way between hops, or (with reduced motion) at the hop
 * whose header it carries, the same hop the ledger highlights, so it steps and never travels.
 */
export function packetPoint(plan: Plan, s: Scene, id: string, still: boolean): Point | null {
  const p = s.packets.find((q) => q.id === id);
  const here = p?.route.hops[p.hop];
  if (!p || !here) return null;
  const leg = p.toward === null ? undefined : legsOf(plan, p.route)[p.hop];
  if (!leg || still) return dock(plan, here.place);
  return pointAlong(leg, p.progress);
}

function Packet({ id }: { id: string }) {
  const still = useStill();
  const plan = usePlan();
  const at = (s: Scene) => packetPoint(plan, s, id, still);
  const packet = useScene((s) => findPacket(s, id));
  if (!packet) return null;
  const cls = routeClass(packet.route);
  return (
    <g className={`packet ${cls}`} data-packet={id}>
      <polyline className="route" points={toPoints(routePoints(plan, packet.route))} />
      <Mover at={at}>
        <circle className="dot" r={8} />
      </Mover>
    </g>
  );
}

function Signal({ id }: { id: string }) {
  const spec = useScene((s) => s.signals.find((q) => q.id === id)?.spec);
  const plan = usePlan();
  const path = spec ? signalPath(plan, spec.from) : undefined;
  const still = useStill();
  const at = (s: Scene) => {
    const signal = s.signals.find((q) => q.id === id);
    return signal ? pointAlong(path ?? [], still ? 0 : signal.progress) : null;
  };
  if (!path) return null;
  return (
    <g className="signal path-signal" data-signal={id}>
      <polyline className="route" points={toPoints(path)} />
      <Mover at={at}>
        <circle className="dot" r={6} />
      </Mover>
    </g>
  );
}

export function Packets() {
  const packetIds = useScene(useShallow((s) => s.packets.map((p) => p.id)));
  const signalIds = useScene(useShallow((s) => s.signals.map((p) => p.id)));
  return (
    <g className="traffic">
      {signalIds.map((id) => (
        <Signal key={id} id={id} />
      ))}
      {packetIds.map((id) => (
        <Packet key={id} id={id} />
      ))}
    </g>
  );
}
