import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { PLAN_SIZES, planFor, type PlanName } from './planSizes';
import { useMotionParts } from '../hooks/useMotionParts';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { StillProvider, useStillOf } from '../hooks/useStill';
import { useSceneView } from '../store/context';

/**
 * The plan drawn for the stage's width, followed as the width changes. Before it is measured
 * (pre-rendered HTML) it is the wide one; the stylesheet reserves each plan's shape by the same
 * widths (player.css, `@container stage`), so the frame does not jump once it is measured. A
 * short screen (a laptop zoomed to 200 %) and paper keep the wide plan, the one that fits them
 * whole: there no plan both fits and draws its text at 11 px.
 */
function usePlanFor(svg: RefObject<SVGSVGElement | null>): PlanName {
  const [byWidth, setPlan] = useState<PlanName>('wide');
  const fitWhole = useMediaQuery('print, (max-height: 500px)');
  useLayoutEffect(() => {
    const frame = svg.current?.parentElement;
    if (!frame) return;
    const measure = (width: number) => setPlan(planFor(width));
    measure(frame.clientWidth);
    // The observer's width is not rounded to a pixel, as the stylesheet's container queries are not.
    const observer = new ResizeObserver(([entry]) =>
      measure(entry?.contentBoxSize[0]?.inlineSize ?? frame.clientWidth),
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [svg]);
  return fitWhole ? 'wide' : byWidth;
}

export function Stage({ labelId, descriptionId }: { labelId: string; descriptionId?: string }) {
  const still = useStillOf(useSceneView((v) => v.reduceMotion));
  const svg = useRef<SVGSVGElement>(null);
  const plan = usePlanFor(svg);
  const view = PLAN_SIZES[plan];
  // Drawn with motion values, whose inline styles pre-rendered HTML must not carry: the frame
  // (and so the layout) is there from the first paint, the drawing once hydrated and loaded.
  const parts = useMotionParts();
  // The stage's boundary then shows the caption and says the diagram could not be drawn.
  if (parts instanceof Error) throw parts;
  return (
    <svg
      ref={svg}
      className={still ? 'stage still' : 'stage'}
      viewBox={`0 0 ${view.width} ${view.height}`}
      data-plan={plan}
      role="img"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      preserveAspectRatio="xMidYMid meet"
    >
      {parts && (
        <StillProvider value={still}>
          <parts.Drawing plan={plan} />
        </StillProvider>
      )}
    </svg>
  );
}
