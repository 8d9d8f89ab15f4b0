// Everything drawn with framer-motion, in one chunk that loads after the page's first paint
// (see hooks/useMotionParts), so the page's first chunk imports nothing from framer-motion.
// "Download this frame" ships here as well: it saves the drawing, so it is never wanted before
// the drawing's code is here.
export { Drawing } from './Drawing';
// The stage itself, for the export's off-screen copy: reached through this chunk, the export's
// chunk shares nothing new with the page's first one, whose files stay as they were.
export { Stage } from './Stage';
// The timeline's bars, which follow the position every frame as the drawing does.
export { SegmentFill } from '../player/SegmentFill';
export { download, drawFrame, frameAsPngDataUrl, frameAsSvg, paperOf, svgDataUrl } from './exportFrame';
// framer-motion's frame loop, for the video and GIF export: it waits for the loop to have
// written the motion values of a position to the drawing before reading the drawing back.
export { frame } from 'framer-motion';
