import { use, type ComponentType, type ReactNode } from 'react';
import type { SectionProps } from '../../components/Section';
import { moduleLoad } from '../../lib/moduleLoad';

type SectionComponent = ComponentType<SectionProps>;

export interface LazySection {
  (props: SectionProps): ReactNode;
  /** Fetches the section's code if it is not in yet; the build's prerendering and tests call it first. */
  load(): Promise<void>;
  readonly loaded: boolean;
  /** Whether its load has ended, the code in or not (a section without it is then left to its error boundary). */
  readonly settled: boolean;
}

/** Settles never: what a section whose code did not load waits for while its prerendered markup stays. */
const never = Object.assign(new Promise<never>(() => {}), { status: 'pending' as const });

/**
 * A home section whose code is a file of its own (esbuild splits it from the page's script), fetched
 * the first time the section renders: when its prerendered markup comes near the viewport or is used
 * (DeferredHydration opens its gate), or when the home page is shown after a move inside the app.
 * If the file does not arrive, prerendered markup stays as the server wrote it (readable, its links
 * working); a section with none to keep is left to its error boundary.
 */
export function lazySection(importer: () => Promise<SectionComponent>): LazySection {
  const code = moduleLoad(importer);
  function Section(props: SectionProps) {
    const load = code.start();
    if (load.status === 'rejected' && document.getElementById(props.id)) {
      console.warn('O código de uma seção não carregou; ela fica como veio do servidor:', load.reason);
      use(never);
    }
    const Component = use(load);
    return <Component {...props} />;
  }
  Section.load = () => code.start().then(() => undefined);
  return Object.defineProperties(Section, {
    loaded: { get: () => code.loaded },
    settled: { get: () => code.settled },
  }) as LazySection;
}
