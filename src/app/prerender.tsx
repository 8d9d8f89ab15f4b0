import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { parseParams } from '../model/params';

/**
 * The page as a reader with no URL parameters first sees it, as HTML. The build writes it into
 * index.html so text and layout paint before any script runs; `main.tsx` then hydrates it.
 */
export function renderPage(): string {
  return renderToString(
    <StrictMode>
      <App params={parseParams('').params} />
    </StrictMode>,
  );
}
