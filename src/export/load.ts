// The video and GIF export, fetched when a reader first asks for one. The custom element and
// the React library are single files with no chunks or worker beside them, so their builds
// swap this module for load.none.ts, and their menus leave the two items out.
import type * as Exporter from './renderStory.lazy';

export const loadExporter: (() => Promise<typeof Exporter>) | null = () => import('./renderStory.lazy');

/** Whether this browser has WebCodecs' encoder at all; without it, only the GIF can be made. */
export const hasVideoEncoder = () => typeof VideoEncoder === 'function';
