import { LazyMotion, domMin } from 'framer-motion';
import type { StepNumber } from '../model/steps';
import { SegmentFill as Fill } from './SegmentFill';
import { Drawing as StageDrawing } from './stage/Drawing';

// Everything drawn with framer-motion, in one chunk that loads after the page's first paint
// (see ./useMotionParts). Its renderer (`m` with domMin) is here too: even LazyMotion pulls in
// framer-motion's VisualElement, so the page's first chunk imports nothing from framer-motion.
// "Download this frame" ships here as well: it saves the drawing, so it is never wanted before
// the drawing's code is here, and it stays out of the first chunk.
export { download, frameAsPngDataUrl, frameAsSvg, svgDataUrl } from './exportFrame';

export function Drawing() {
  return (
    <LazyMotion features={domMin} strict>
      <StageDrawing />
    </LazyMotion>
  );
}

export function SegmentFill({ n }: { n: StepNumber }) {
  return (
    <LazyMotion features={domMin} strict>
      <Fill n={n} />
    </LazyMotion>
  );
}
