/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Whether two boxes overlap or come closer to each other than `gap` px. */
export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}
