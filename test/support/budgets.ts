/**
 * The byte budgets of the production build's pages, by kind, shared by the budget test (the content
 * under test) and the scale test (300 notes). 1 KB = 1000 bytes; gzip at zlib's default level, as the
 * least a host compresses; brotli at its best, as hosts serve static files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A page of its own (a case study, a note, a page of the notes' list): its markup, plus the icon
 * sprite and image manifest every page carries for the app (the home page rendered after a move).
 * Measured 2026-11-26 with the demo's texts: case studies 11.3 to 12.0 KB, notes 10.1 to 10.6 KB,
 * the notes' list 9.9 KB (3 notes), 11.5 KB with 20 notes to a page (the 300-note fixture).
 */
export const PAGE_BUDGETS = { caseStudy: 14_000, note: 14_000, notesList: 14_000 };

/**
 * What a connection delivers in its first round trip (10 segments of 1460 B), less ~800 B of headers:
 * a page within it needs no second round trip before the browser has all of it (brotli, as hosts serve).
 */
export const FIRST_ROUND_TRIP = 13_800;

export function compressedSizes(dir: string, file: string): { gzip: number; brotli: number } {
  const bytes = readFileSync(join(dir, file));
  return {
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
