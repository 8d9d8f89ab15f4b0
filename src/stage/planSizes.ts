// The stage's plans by name and size in viewBox units, apart from the plans themselves
// (layout.ts): the page reserves the stage's space and picks its plan with these in its first
// download, and the plans come with the drawing.

export type PlanName = 'wide' | 'medium' | 'narrow';

export const PLAN_SIZES: Readonly<Record<PlanName, { readonly width: number; readonly height: number }>> = {
  // Everything in one band: objects above the Nodes, the balancer beside them.
  wide: { width: 1000, height: 560 },
  // A docs column: the Nodes' insides stacked, the Service under the balancer.
  medium: { width: 820, height: 716 },
  // A phone: one column, the objects on top, the Nodes below the balancer, seen through a
  // window that follows the packet (layout.ts, camera.ts).
  narrow: { width: 456, height: 520 },
};

/** The smallest type on the stage, in viewBox units (the CSS's smallest stage font size). */
export const SMALLEST_TYPE = 14;
/** No stage text is drawn smaller than this many CSS pixels. */
export const SMALLEST_TEXT_PX = 11;

/** How wide (CSS px) the stage must be for a plan's smallest text to stay readable. */
export const minWidthOf = (plan: PlanName) =>
  Math.ceil((PLAN_SIZES[plan].width * SMALLEST_TEXT_PX) / SMALLEST_TYPE);

/** The widest plan whose smallest text stays readable at this stage width; the narrow one below. */
export function planFor(width: number): PlanName {
  if (width >= minWidthOf('wide')) return 'wide';
  if (width >= minWidthOf('medium')) return 'medium';
  return 'narrow';
}
