import type { ImageReport, ImageReportRow, OutputFormat, Variant } from './types';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The most one visitor downloads of an image: its widest file in the format browsers prefer. */
export function largestDelivered(variants: Variant[]): number {
  const preferred = (['svg', 'avif'] as OutputFormat[]).find((format) => variants.some((variant) => variant.format === format));
  return Math.max(...variants.filter((variant) => variant.format === preferred).map((variant) => variant.bytes));
}

function describe({ src, sourceBytes, variants, cached }: ImageReportRow): string {
  const formats = [...new Set(variants.map((variant) => variant.format))].map((format) => {
    const sizes = variants.filter((variant) => variant.format === format).map((variant) => variant.bytes);
    const range = sizes.length > 1 ? `${kB(Math.min(...sizes))}-${kB(Math.max(...sizes))}` : kB(sizes[0]);
    return `${format.toUpperCase()} ${range}`;
  });
  const widths = [...new Set(variants.map((variant) => variant.width))];
  return `  ${src.padEnd(40)} ${kB(sourceBytes).padStart(10)} -> ${formats.join(', ')} (${widths.join('/')} w)${cached ? '' : ' new'}`;
}

/** What the build prints: each image's files, and the bytes saved against shipping the sources. */
export function formatImageReport(report: ImageReport): string {
  const sources = report.images.reduce((sum, row) => sum + row.sourceBytes, 0);
  const delivered = report.images.reduce((sum, row) => sum + largestDelivered(row.variants), 0);
  const fromCache = report.images.filter((row) => row.cached).length;
  return [
    `Images: ${report.images.length} (${fromCache} from the cache), ${report.encoded} files encoded`,
    ...report.images.map(describe),
    `  sources ${kB(sources)}; at most ${kB(delivered)} reach a visitor (widest AVIF of each): ${kB(sources - delivered)} saved`,
  ].join('\n');
}
