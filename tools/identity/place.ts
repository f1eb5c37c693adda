// Where an outline goes: centred inside a circle, or on a text line.
import type { Box, Outline } from './outline';
import { OUTLINE_SIZE } from './outline';

export interface Placement {
  scale: number;
  x: number;
  y: number;
}

const fixed = (value: number) => Number(value.toFixed(4));

/** The outline as a filled path at its placement. */
export function placedPath(outline: Outline, { scale, x, y }: Placement, fill: string): string {
  return `<path transform="matrix(${fixed(scale)} 0 0 ${fixed(scale)} ${fixed(x)} ${fixed(y)})" fill="${fill}" d="${outline.d}"/>`;
}

/**
 * Centred on (cx, cy) and as large as fits: every corner of the inked box within `radius`, so no glyph
 * can reach a ring around it; never taller than maxHeight, so one initial does not fill the whole circle.
 */
export function fitInCircle(box: Box, cx: number, cy: number, radius: number, maxHeight: number): Placement {
  const scale = Math.min(radius / Math.hypot(box.width / 2, box.height / 2), maxHeight / box.height);
  return { scale, x: cx - (box.x + box.width / 2) * scale, y: cy - (box.y + box.height / 2) * scale };
}

/** A line of text starting at x on a baseline, at fontSize, smaller when it would pass maxWidth. */
export function fitOnLine(box: Box, x: number, baseline: number, fontSize: number, maxWidth: number): Placement {
  const scale = Math.min(fontSize / OUTLINE_SIZE, maxWidth / box.width);
  return { scale, x: x - box.x * scale, y: baseline };
}
