// Inline SVG charts drawn from fixed data, so every run draws the same picture.

const points = (values: number[], width: number, height: number, padding = 6) => {
  const max = Math.max(...values) * 1.08;
  const min = Math.min(...values) * 0.85;
  return values.map((value, index) => [
    (index / (values.length - 1)) * width,
    padding + (1 - (value - min) / (max - min)) * (height - padding * 2),
  ]);
};

/** A smoothed line over a soft area, with horizontal guide lines. */
export function areaChart(values: number[], width: number, height: number, color: string, guides = 4): string {
  const xy = points(values, width, height);
  const line = xy.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  const lines = Array.from({ length: guides }, (_, index) => {
    const y = ((index + 0.5) / guides) * height;
    return `<line x1="0" x2="${width}" y1="${y}" y2="${y}" stroke="#e2e8f0" stroke-dasharray="4 4"/>`;
  }).join('');
  const id = `fill${color.slice(1)}`;
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".28"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>${lines}<path d="${line} L${width} ${height} L0 ${height}Z" fill="url(#${id})"/><path d="${line}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"/></svg>`;
}

/** Vertical bars with labels under them. */
export function barChart(bars: [label: string, value: number][], width: number, height: number, color: string): string {
  const max = Math.max(...bars.map(([, value]) => value));
  const slot = width / bars.length;
  const plot = height - 22;
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${bars
    .map(([label, value], index) => {
      const barHeight = (value / max) * plot;
      const x = index * slot + slot * 0.2;
      return `<rect x="${x}" y="${plot - barHeight}" width="${slot * 0.6}" height="${barHeight}" rx="4" fill="${color}" opacity="${0.55 + (0.45 * value) / max}"/><text x="${x + slot * 0.3}" y="${height - 4}" font-size="11" fill="#64748b" text-anchor="middle">${label}</text>`;
    })
    .join('')}</svg>`;
}

/** A small line without axes, for a table cell. */
export function sparkline(values: number[], color: string, width = 90, height = 26): string {
  const path = points(values, width, height, 3)
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`)
    .join(' ');
  return `<svg width="${width}" height="${height}"><path d="${path}" fill="none" stroke="${color}" stroke-width="2"/></svg>`;
}

/** A ring showing one share, with the figure in its middle. */
export function donut(share: number, color: string, size = 120): string {
  const radius = size / 2 - 10;
  const length = 2 * Math.PI * radius;
  return `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${radius}" fill="none" stroke="#e2e8f0" stroke-width="14"/><circle cx="${size / 2}" cy="${size / 2}" r="${radius}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${length * share} ${length}" transform="rotate(-90 ${size / 2} ${size / 2})"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="${Math.round(size / 6)}" font-weight="700" fill="#0f172a">${Math.round(share * 100)}%</text></svg>`;
}
