// Everything drawn with framer-motion, in one chunk that loads after the page's first paint
// (see hooks/useMotionParts), so the page's first chunk imports nothing from framer-motion.
// "Download this frame" ships here as well: it saves the drawing, so it is never wanted before
// the drawing's code is here.
export { Drawing } from './Drawing';
export { SegmentFill } from '../player/SegmentFill';
export { download, frameAsPngDataUrl, frameAsSvg, svgDataUrl } from './exportFrame';
