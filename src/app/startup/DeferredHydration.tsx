import { Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createHydrationGate, type HydrationGate } from './hydrationGate';

function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  // Suspending while hydrating keeps the server's markup in place, untouched, until the gate opens;
  // open, its promise is fulfilled and read at once (called either way: a hook follows).
  use(gate.promise);
  // Run once the whole boundary has committed: its children, and their code, are in.
  useEffect(() => gate.hydrated(), [gate]);
  return children;
}

/**
 * Hydrates its children on their own, later than the rest of the page: at the first interaction
 * inside them, or when they come near the viewport (see hydrationGate.ts).
 * Meanwhile the prerendered markup is fully there: readable, and its links work natively. `region`
 * is the id of the element the children render. Rendered on the client without prerendered markup,
 * the children show at once (a section whose code is a file of its own, once that file is in).
 */
export function DeferredHydration({ region, children }: { region: string; children: ReactNode }) {
  const [gate] = useState(() => createHydrationGate(region));
  // A boundary still waiting must not receive new props: React would hydrate it at once, or, as it
  // cannot, drop its markup. Until the gate opens it keeps the children it was first given.
  const [firstChildren] = useState(children);
  const shown = gate.opened ? children : firstChildren;
  useEffect(() => gate.watch(), [gate]);
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate}>{shown}</Gated>
      </Suspense>
    ),
    [gate, shown],
  );
}
