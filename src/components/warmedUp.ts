/**
 * The performance mark the warm-up makes when it has ended and let go of all it drew: a test or
 * a benchmark that wants the page as a reader meets it after load waits for it.
 */
export const WARMED_UP = 'lb-straight-to-pods: warmed up';
