// WCAG 2 contrast between two colours, given as #rrggbb or as the rgb(r, g, b) browsers compute.
function channels(colour: string): number[] {
  const rgb = colour.match(/^rgba?\((\d+), (\d+), (\d+)/);
  if (rgb) return rgb.slice(1, 4).map(Number);
  return [1, 3, 5].map((index) => parseInt(colour.slice(index, index + 2), 16));
}

export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
