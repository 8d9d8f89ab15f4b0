// The end-to-end servers take four ports from E2E_PORT (default 4173): the site, another origin,
// the site under a strict CSP, and the dev server; the docs-sites test a fifth. Two checkouts
// can run their tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The server of the docs sites that `npm run test:docs-sites` builds. */
export const SITES_PORT = E2E_PORT + 4;
