// The element's and the library's builds: no video or GIF export (see load.ts).
import type * as Exporter from './renderStory.lazy';

export const loadExporter: (() => Promise<typeof Exporter>) | null = null;

/** A build without the export makes no video, whatever the browser. */
export const hasVideoEncoder = () => false;
