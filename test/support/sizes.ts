/**
 * How a browser reads a `sizes` attribute and picks from a srcset, for the forms our layouts use:
 * `(min-width: Npx)` conditions and `Npx`, `Nvw` or `calc(Nvw - Npx)` lengths. Anything else throws,
 * so a new form in a layout is noticed here rather than misread.
 */
function length(value: string, viewportWidth: number): number {
  const px = value.match(/^(\d+(?:\.\d+)?)px$/);
  if (px) return Number(px[1]);
  const vw = value.match(/^(\d+(?:\.\d+)?)vw$/);
  if (vw) return (Number(vw[1]) * viewportWidth) / 100;
  const calc = value.match(/^calc\((\d+(?:\.\d+)?)vw - (\d+(?:\.\d+)?)px\)$/);
  if (calc) return (Number(calc[1]) * viewportWidth) / 100 - Number(calc[2]);
  throw new Error(`unsupported length in sizes: ${value}`);
}

/** The slot width in CSS pixels that `sizes` gives for a viewport width. */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const condition = entry.match(/^\(min-width: (\d+)px\)\s+(.+)$/);
    if (!condition) return length(entry.trim(), viewportWidth);
    if (viewportWidth >= Number(condition[1])) return length(condition[2], viewportWidth);
  }
  throw new Error(`sizes has no default length: ${sizes}`);
}

/**
 * The narrowest candidate at least as wide as the slot in device pixels (the widest if none is).
 * Browsers may settle for a slightly narrower one, never a wider one, so this is the most it costs.
 */
export function pickedWidth(widths: readonly number[], slot: number, devicePixelRatio: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= slot * devicePixelRatio) ?? sorted.at(-1)!;
}
