import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { namesAParam, parseParams } from './model/params';
import { reportOnce } from './store/report';
import './styles/player.css';
import './styles/page.css';

// Read once, outside React, so each bad value is reported once. The address then says only
// what was read, so a link copied from it carries none of the values just warned about.
const query = window.location.search;
const { params, warnings, search } = parseParams(query);
for (const w of warnings) console.warn(w);
if (search !== query)
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search}${window.location.hash}`,
  );

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App params={params} />
  </StrictMode>
);
// A render error caught by a boundary is reported by us, once, not also by React.
const options = { onCaughtError: (error: unknown) => reportOnce(error) };
// The built index.html holds the page as a URL with none of the site's parameters shows it
// (see src/app/prerender.tsx); public/boot.js hides it for any other URL by this same rule,
// applied to the address as it came, before any ignored parameter was left out.
// In a transition React hydrates (or renders) in slices, with the browser free in between, so
// the page answers a reader while it hydrates.
startTransition(() => {
  if (root.hasAttribute('data-prerendered') && !namesAParam(query)) {
    hydrateRoot(root, app, options);
  } else {
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    createRoot(root, options).render(app);
  }
});
