import * as m from 'framer-motion/m';
import type { Route } from '../../model/routing';
import { findPacket, type Scene } from '../../model/scene';
import { useScene } from '../../store/context';
import { signalPath, dock, pathBetween, pointAlong, toPoints, type Point } from '../layout';
import { useStill } from '../useReducedMotion';
import { useScenePoint } from '../useSceneValue';

/** The colour family of a route: node-port path, Pod path or health check. */
export function routeClass(route: Route): string {
  if (route.kind === 'probe') return 'path-probe';
  return route.hops.some((h) => h.place.kind === 'node-port') ? 'path-node-port' : 'path-pod';
}

const LEGS = new WeakMap<Route, readonly (readonly Point[])[]>();

/** The drawn way from each hop to the next: worked out once per route, as dots ask every frame. */
function legsOf(route: Route): readonly (readonly Point[])[] {
  let legs = LEGS.get(route);
  if (!legs) {
    legs = route.hops.slice(1).map((h, i) => {
      const prev = route.hops[i];
      return prev ? pathBetween(prev.place, h.place) : [];
    });
    LEGS.set(route, legs);
  }
  return legs;
}

export function routePoints(route: Route): Point[] {
  return legsOf(route).flatMap((leg, i) => (i === 0 ? leg : leg.slice(1)));
}

/** The entry with this id: a loop, not `find`, as it runs every frame. */
function byId<T extends { readonly id: string }>(list: readonly T[], id: string): T | undefined {
  for (let i = 0; i < list.length; i++) if (list[i]?.id === id) return list[i];
  return undefined;
}

/**
 * Where a packet is drawn: along its way between hops, or (with reduced motion) at the hop
 * whose header it carries, the same hop the ledger highlights, so it steps and never travels.
 */
function packetPoint(s: Scene, id: string, still: boolean): Point | null {
  const p = byId(s.packets, id);
  const here = p?.route.hops[p.hop];
  if (!p || !here) return null;
  const leg = p.toward === null ? undefined : legsOf(p.route)[p.hop];
  if (!leg || still) return dock(here.place);
  return pointAlong(leg, p.progress);
}

function Packet({ id }: { id: string }) {
  const still = useStill();
  const { x, y } = useScenePoint((s) => packetPoint(s, id, still));
  const packet = findPacket(id);
  if (!packet) return null;
  const cls = routeClass(packet.route);
  return (
    <g className={`packet ${cls}`} data-packet={id}>
      <polyline className="route" points={toPoints(routePoints(packet.route))} />
      <m.g style={{ x, y }}>
        <circle className="dot" r={8} />
      </m.g>
    </g>
  );
}

function Signal({ id }: { id: string }) {
  const spec = useScene((s) => byId(s.signals, id)?.spec);
  const path = spec ? signalPath(spec.from) : undefined;
  const pathRef = path ?? [];
  const still = useStill();
  const { x, y } = useScenePoint((s) => {
    const signal = byId(s.signals, id);
    return signal ? pointAlong(pathRef, still ? 0 : signal.progress) : null;
  });
  if (!path) return null;
  return (
    <g className="signal path-signal" data-signal={id}>
      <polyline className="route" points={toPoints(path)} />
      <m.g style={{ x, y }}>
        <circle className="dot" r={6} />
      </m.g>
    </g>
  );
}

// Read every frame: one thing on stage (the usual case) gives its id without a new string.
const ids = (list: readonly { id: string }[]) =>
  list.length < 2 ? (list[0]?.id ?? '') : list.map((p) => p.id).join(' ');

export function Packets() {
  const packetIds = useScene((s) => ids(s.packets));
  const signalIds = useScene((s) => ids(s.signals));
  return (
    <g className="traffic">
      {signalIds
        .split(' ')
        .filter(Boolean)
        .map((id) => (
          <Signal key={id} id={id} />
        ))}
      {packetIds
        .split(' ')
        .filter(Boolean)
        .map((id) => (
          <Packet key={id} id={id} />
        ))}
    </g>
  );
}
