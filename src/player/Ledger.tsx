import { Fragment, memo, useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ledgerRows, ledgerSummary } from '../model/ledger';
import { packetInFocus, type PacketFocus } from '../model/scene';
import type { CompiledPacket } from '../model/timeline';
import type { Route } from '../model/routing';
import { addressingOf } from '../model/state';
import { useDeferredScene, useSceneView } from '../store/context';
import { keptForSize } from './keptForSize';
import { secondsText, tenthsOf } from './seconds';
import { ADDRESS_BREAKS, WithBreaks } from './WithBreaks';

// Before a step's first packet leaves, the ledger already shows it, said as a later packet. A
// step's first packet must therefore pass only what is on stage already (no spoilers).
const WHEN: Record<PacketFocus['when'], (p: CompiledPacket) => string> = {
  before: (p) => `not sent yet: it leaves ${secondsText(tenthsOf(p.start))} into this step`,
  travelling: () => 'travelling: the highlighted hop is where it is',
  arrived: (p) => `arrived at ${p.route.hops[p.route.hops.length - 1]?.label ?? 'its last hop'}`,
  after: () => 'delivered',
};
const WHENS = Object.keys(WHEN) as PacketFocus['when'][];

const TITLE: Record<Route['kind'], string> = {
  request: 'Request',
  reply: 'Reply',
  probe: 'Health check probe',
};

interface When {
  readonly packet: CompiledPacket;
  readonly now: PacketFocus['when'];
}

/**
 * Where the packet is, in words: its four sentences drawn in one place, only the one that holds
 * now visible. The place keeps the size of the longest, so when the packet leaves, arrives or is
 * delivered the table keeps its layout and only the words change. Hidden sentences are not part
 * of the table's name: screen readers hear the one that holds (keptForSize).
 */
function WhenLine({ packet, now }: When) {
  return (
    <span className="when">
      {WHENS.map((w) => (
        <span key={w} {...keptForSize(w !== now)}>
          — {WHEN[w](packet)}
        </span>
      ))}
    </span>
  );
}

/** Memoised: while the deferred render is pending, the ledger renders again with what it shows. */
const HopTable = memo(function HopTable({
  route,
  current,
  packet,
  now,
}: {
  route: Route;
  current: number | null;
  packet?: CompiledPacket;
  now?: PacketFocus['when'] | undefined;
}) {
  const rows = ledgerRows(route);
  const first = route.hops[0]?.label ?? '';
  const last = route.hops[route.hops.length - 1]?.label ?? '';
  return (
    <table className="hops">
      <caption>
        {TITLE[route.kind]}: {first} → {last}
        {/* The space outside the cell: a space at the start of a line in it is not drawn. */}
        {packet && now && (
          <>
            {' '}
            <WhenLine packet={packet} now={now} />
          </>
        )}
      </caption>
      <thead>
        <tr>
          <th scope="col">Hop</th>
          <th scope="col">Source</th>
          <th scope="col">Destination</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const here = current === i;
          const mark = here ? { 'aria-current': 'true' as const, className: 'current' } : {};
          return (
            <Fragment key={i}>
              <tr {...mark}>
                <th scope="row">
                  {/* A phone's ledger wraps a hop's name between its words, never as "Pod web-" and "1". */}
                  <WithBreaks text={row.hop} />
                </th>
                <td>
                  <WithBreaks text={row.src} at={ADDRESS_BREAKS} />
                </td>
                <td>
                  <WithBreaks text={row.dst} at={ADDRESS_BREAKS} />
                </td>
              </tr>
              {row.rewrites.map((r) => (
                <tr key={r} className={here ? 'rewrite current' : 'rewrite'}>
                  <td colSpan={3}>↳ {r}</td>
                </tr>
              ))}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
});

/** Source and destination at every hop of the packet in focus, from the model's route. */
export function Ledger({
  name,
}: {
  /** The region's name where several ledgers share a page. */ name?: string;
}) {
  const { packet, hop, when, replyHop } = useDeferredScene(
    useShallow((s) => {
      const f = packetInFocus(s);
      return { packet: f?.packet, hop: f?.hop ?? null, when: f?.when, replyHop: f?.replyHop ?? null };
    }),
  );
  const addressing = useDeferredScene((s) => addressingOf(s.state));
  const showReply = useSceneView((v) => v.showReply);
  const setShowReply = useSceneView((v) => v.setShowReply);
  const headingId = useId();
  return (
    <section className="ledger" aria-labelledby={name ? undefined : headingId} aria-label={name}>
      <h3 id={headingId}>Packet ledger</h3>
      {!packet ? (
        <p className="muted">No packet in this step: nothing travels, only objects change.</p>
      ) : (
        <>
          <HopTable route={packet.route} current={hop} packet={packet} now={when} />
          <p className="summary">{ledgerSummary(packet.route, addressing)}</p>
          {packet.route.note && <p className="note">{packet.route.note}</p>}
          {packet.reply && setShowReply && (
            <>
              <label className="toggle">
                <input type="checkbox" checked={showReply} onChange={(e) => setShowReply(e.target.checked)} />
                Show the reply
              </label>
              {showReply && <HopTable route={packet.reply} current={replyHop} />}
              {showReply && packet.reply.note && <p className="note">{packet.reply.note}</p>}
            </>
          )}
        </>
      )}
    </section>
  );
}
