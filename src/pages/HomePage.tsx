import { DeferredHydration } from '../app/startup/DeferredHydration';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useModulesLoaded } from '../hooks/useModulesLoaded';
import { usePageArrival } from '../hooks/usePageArrival';
import { sectionRegistry, sectionsReady } from './sectionRegistry';

/**
 * The sections of the registry, in order. Each is behind its own error boundary, so one failure
 * hides only itself, and hydrates on its own, so no long task holds the page while it wakes up.
 * Shown after a move inside the app, the page has arrived (scroll to its #target, focus) once every
 * section's code is in and they are all there.
 */
export function HomePage() {
  usePageArrival(useModulesLoaded(sectionsReady));
  return (
    <>
      {sectionRegistry.map(({ id, Component }) => (
        <ErrorBoundary key={id}>
          <DeferredHydration region={id}>
            <Component id={id} />
          </DeferredHydration>
        </ErrorBoundary>
      ))}
    </>
  );
}
