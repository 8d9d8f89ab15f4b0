/**
 * Props for text drawn only to hold its place's size beside the text that shows (the ledger's
 * status, the caption's "Now:" line): hidden by the player's CSS, and aria-hidden as well, so a page
 * that loads the library without its CSS, or a reader view that drops it, still reads one sentence.
 */
export const keptForSize = (kept: boolean) =>
  kept ? ({ className: 'not-now', 'aria-hidden': true } as const) : {};

// A module of its own, for the caption and the ledger alike: folded into either file, it made
// the bundler split the page's first chunk in two (rolldown#9963), which the size check refuses.
