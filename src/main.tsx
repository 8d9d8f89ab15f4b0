import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { namesAParam, parseParams } from './model/params';
import { reportOnce } from './store/report';
import './styles/player.css';
import './styles/page.css';

// Read once, outside React, so each bad value is reported once.
const { params, warnings } = parseParams(window.location.search);
for (const w of warnings) console.warn(w);

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
// (see src/app/prerender.tsx); public/boot.js hides it for any other URL by this same rule.
// In a transition React hydrates (or renders) in slices, with the browser free in between, so
// the page answers a reader while it hydrates.
startTransition(() => {
  if (root.hasAttribute('data-prerendered') && !namesAParam(window.location.search)) {
    hydrateRoot(root, app, options);
  } else {
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    createRoot(root, options).render(app);
  }
});
