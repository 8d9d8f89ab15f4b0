// Garbage collection in a traced page, shared by the bench and its floor: the collector's pauses
// on the page's main thread, set against the page's own clock through a performance mark.

const r1 = (x) => Math.round(x * 10) / 10;
const r2 = (x) => Math.round(x * 100) / 100;

/** The mark a traced page makes to tie the trace's clock to its own (markClock, traceClock). */
const CLOCK_MARK = 'bench-clock';

/**
 * The collector's pauses and V8's summary line for each collection, plus the clock mark: costs
 * the page next to nothing, unlike the timeline.
 */
export const GC_CATEGORIES = ['disabled-by-default-v8.gc', 'blink.user_timing'];

/**
 * Makes the CLOCK_MARK in a traced page and returns the page time it was made at: what ties the
 * trace's clock to the page's (traceClock).
 */
export const markClock = (page) => page.evaluate((name) => performance.mark(name).startTime, CLOCK_MARK);

/**
 * The trace's CLOCK_MARK, made at page time `clock`, and a converter from trace microseconds to
 * page milliseconds through it. Null without the mark.
 */
export function traceClock(events, clock) {
  const mark = events.find((e) => e.name === CLOCK_MARK);
  return mark ? { mark, at: (us) => clock + (us - mark.ts) / 1000 } : null;
}

/**
 * The collector's pauses (trace event `name`) on the page's main thread, as [start, end] in
 * the page's clock, through a traceClock.
 */
export function pauseSpans(events, { mark, at }, name) {
  return events
    .filter((e) => e.name === name && e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid)
    .map((e) => [at(e.ts), at(e.ts + e.dur)]);
}

/** V8's summary line (`V8.GCTraceGCNVP`) of each full collection in process `pid`, in order. */
export function fullCollections(events, pid) {
  return events
    .filter((e) => e.name === 'V8.GCTraceGCNVP' && e.pid === pid)
    .map((e) => ({ ts: e.ts, line: JSON.parse(e.args?.value ?? '{}') }))
    .filter(({ line }) => line.gc === 'mc');
}

/**
 * The collector's pauses on the page's main thread between the first and last frame, minor
 * (scavenges) and major (mark-compact), and how many frames over 33 ms one of them overlapped.
 * `clock` is the page time of the trace's CLOCK_MARK, which ties the two clocks;
 * `from`, the page time from which a final pause's end is counted, as the caller's late frames
 * are (the click on Play in the bench's runs, the first frame in the floor's).
 */
export function gcPauses(events, clock, ts, deltas, from) {
  const tc = traceClock(events, clock);
  if (!tc) return { error: 'the trace has no clock mark' };
  const { mark, at } = tc;
  const pauses = (name) =>
    pauseSpans(events, tc, name).filter(([start, end]) => end >= ts[0] && start <= ts.at(-1));
  const late = deltas.flatMap((d, i) => (d > 33 ? [[ts[i], ts[i + 1]]] : []));
  const sum = (name) => {
    const list = pauses(name);
    const lengths = list.map(([start, end]) => end - start);
    return {
      count: list.length,
      totalMs: r1(lengths.reduce((a, b) => a + b, 0)),
      maxMs: r1(Math.max(0, ...lengths)),
      over33: late.filter(([a, b]) => list.some(([start, end]) => start < b && end > a)).length,
    };
  };
  // Why each major collection ran, from V8's own summary line per GC. Those that shrink the
  // heap (reduce_memory) are its memory reducer's: started on a timer when the page allocates
  // little, so their timing depends on what ran before. The others name what finished them.
  // Each one's final pause, and Blink's heap (Oilpan) in it by V8's count: marking its roots as
  // the pause begins, and its sweep and compaction as it ends. That part grows with the garbage
  // the page's DOM writes leave in Blink's heap, not with the JS heap. V8 also counts there the
  // same prologue at the start of incremental marking, before the pause, so it can exceed it.
  const reasons = {};
  const finalPauses = [];
  for (const { ts: traced, line } of fullCollections(events, mark.pid)) {
    const t = at(traced);
    if (t < ts[0] || t > ts.at(-1)) continue;
    const why = line.reduce_memory ? 'memory reducer' : line.reason;
    reasons[why] = (reasons[why] ?? 0) + 1;
    const blink = (line['mark.embedder_prologue'] ?? 0) + (line['heap.embedder_tracing_epilogue'] ?? 0);
    // When it ended, in seconds after `from` as the late frames are, so that a late frame can be
    // matched to the pause it ended with.
    finalPauses.push({
      why,
      endedAt: r2((t - from) / 1000),
      pauseMs: r1(line.pause ?? 0),
      blinkMs: r1(blink),
    });
  }
  return {
    minor: sum('V8.GC_SCAVENGER'),
    major: { ...sum('V8.GC_MARK_COMPACTOR'), reasons, finalPauses },
  };
}
