import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { parseParams } from './model/params';
import './styles.css';

// Read once, outside React, so each bad value is reported once.
const { params, warnings } = parseParams(window.location.search);
for (const w of warnings) console.warn(w);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App initial={{ step: params.step ?? 1, t: params.t ?? 0, playing: false }} view={params.view} />
  </StrictMode>,
);
