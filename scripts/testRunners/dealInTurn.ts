/** Test files dealt in turn to `count` processes, as cards are: each file once, each share in the order given. */
export function dealInTurn(files: readonly string[], count: number): string[][] {
  return Array.from({ length: count }, (_, index) => files.filter((_, position) => position % count === index));
}
