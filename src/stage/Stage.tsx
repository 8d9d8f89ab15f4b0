import { VIEW } from './view';
import { useDrawnParts } from '../hooks/useMotionParts';
import { StillProvider, useReducedMotion } from '../hooks/useReducedMotion';

export function Stage({ labelId, descriptionId }: { labelId: string; descriptionId?: string }) {
  const still = useReducedMotion();
  // Drawn with motion values, whose inline styles pre-rendered HTML must not carry: the frame
  // (and so the layout) is there from the first paint, the drawing once hydrated and loaded.
  const parts = useDrawnParts();
  // The stage's boundary then shows the caption and says the diagram could not be drawn.
  if (parts instanceof Error) throw parts;
  return (
    <svg
      className={still ? 'stage still' : 'stage'}
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      preserveAspectRatio="xMidYMid meet"
    >
      {parts && (
        <StillProvider value={still}>
          <parts.Drawing />
        </StillProvider>
      )}
    </svg>
  );
}
