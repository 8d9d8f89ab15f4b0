import { useId } from 'react';
import { useExplore, type LaneIndex } from '../store/explore';

/**
 * What the lane's connection comes to, from the routing model: delivered or why not, the Nodes
 * and SNATs it cost, what the Pod sees, and why. Announced politely when it changes.
 */
export function ResultPanel({ lane, within }: { lane: LaneIndex; within?: string | undefined }) {
  const result = useExplore((e) => e.lanes[lane].result);
  const headingId = useId();
  return (
    <section className="result" role="region" aria-labelledby={headingId}>
      {/* Beside another lane's, named apart from it: "Result A". */}
      <h3 id={headingId}>{within ? `Result ${within}` : 'Result'}</h3>
      <div aria-live="polite" aria-atomic="true">
        <p className={result.delivered ? 'verdict delivered' : 'verdict not-delivered'}>
          {result.delivered ? 'Delivered' : `Not delivered: ${result.reason ?? ''}`}
        </p>
        <ul className="figures">
          <li>Node hops: {result.nodeHops}</li>
          <li>Node SNAT: {result.nodeSnats}</li>
          <li>Pod sees: {result.podSees ?? '–'}</li>
        </ul>
        {result.outcomes.length > 1 && (
          <ul className="outcomes" aria-label="Ways it can go">
            {result.outcomes.map((o) => (
              <li key={o.words}>
                {`${o.share[0]?.toUpperCase()}${o.share.slice(1)}: ${o.words} (${o.nodeHops} Node ${o.nodeHops === 1 ? 'hop' : 'hops'}, ${o.nodeSnats} SNAT)${o.drawn ? ', drawn' : ''}`}
              </li>
            ))}
          </ul>
        )}
        <p className="why">{result.why}</p>
        {result.decided.length > 0 && (
          <ul className="decided" aria-label="What your Service decided">
            {result.decided.map((d) => (
              <li key={d.text}>
                {d.text}
                {d.fact && <span className="muted"> {d.fact}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
