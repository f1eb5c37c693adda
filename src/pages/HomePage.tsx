import { DeferredHydration } from '../app/startup/DeferredHydration';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { usePageArrival } from '../hooks/usePageArrival';
import { sectionRegistry } from './sectionRegistry';

/**
 * The sections of the registry, in order. Each is behind its own error boundary, so one failure
 * hides only itself, and hydrates on its own, so no long task holds the page while it wakes up.
 */
export function HomePage() {
  usePageArrival();
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
