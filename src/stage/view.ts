// The stage's size in viewBox units, apart from the rest of its plan (layout.ts): the page
// reserves the stage's space with it in its first download, and the plan comes with the drawing.
export const VIEW = { width: 1000, height: 560 } as const;
