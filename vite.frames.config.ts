import { defineConfig } from 'vite';
import { besideElement } from './vite.shared.ts';

// The host page's script for iframe embeds (src/embed/frames.ts): one small ES module beside
// the element's, which a page loads with <script type="module" src>.
export default defineConfig(besideElement('src/embed/frames.ts', 'lb-straight-to-pods-frames.js'));
