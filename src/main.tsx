import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { parseParams } from './model/params';
import { reportOnce } from './store/report';
import './styles/player.css';
import './styles/page.css';

// Read once, outside React, so each bad value is reported once.
const { params, warnings } = parseParams(window.location.search);
for (const w of warnings) console.warn(w);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A render error caught by a boundary is reported by us, once, not also by React.
createRoot(root, { onCaughtError: (error) => reportOnce(error) }).render(
  <StrictMode>
    <App params={params} />
  </StrictMode>,
);
