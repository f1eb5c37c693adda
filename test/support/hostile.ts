/**
 * Arbitrary address parts for property tests: what a mistyped, truncated, hostile or simply foreign
 * link can carry. Malformed and overlong escapes, lone surrogates, separators, campaign keys,
 * unicode of every plane, and 8 KB runs of them.
 */
import fc from 'fast-check';

const TRAPS = [
  '%',
  '%%',
  '%0',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%u0041',
  '%25',
  '%2F',
  '%23',
  '%3F',
  '%2e%2e',
  '+',
  '&',
  '=',
  '?',
  '#',
  '/',
  '//',
  '\\',
  '..',
  ';',
  '\u0000',
  '\t',
  ' ',
  '\uD800',
  '\uDFFF',
  'é',
  'ß',
  '中',
  '😀',
  '\u202E',
  'utm_source=',
  'utm_campaign',
  'gclid=',
  'fbclid',
  'contato',
  'sobre-mim',
  '<script>',
  '"',
  "'",
];

const piece = fc.oneof(
  fc.constantFrom(...TRAPS),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);

const short = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));

/** A run of pieces repeated to 8 KB (cut anywhere, even inside a surrogate pair or an escape). */
const eightKilobytes = fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => {
  const unit = pieces.join('') || '%';
  return unit.repeat(Math.ceil(8192 / unit.length)).slice(0, 8192);
});

export const hostileText = fc.oneof({ weight: 5, arbitrary: short }, { weight: 1, arbitrary: eightKilobytes });

/** Path, query and hash as they would follow `?` and `#`. */
export const hostileAddress = fc.record({ path: hostileText, query: hostileText, hash: hostileText });
