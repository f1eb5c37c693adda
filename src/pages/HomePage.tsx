import { ErrorBoundary } from '../components/ErrorBoundary';
import { usePageArrival } from '../hooks/usePageArrival';
import { sectionRegistry } from './sectionRegistry';

/** The sections of the registry, in order, each behind its own error boundary: one failure hides only itself. */
export function HomePage() {
  usePageArrival();
  return (
    <>
      {sectionRegistry.map(({ id, Component }) => (
        <ErrorBoundary key={id}>
          <Component id={id} />
        </ErrorBoundary>
      ))}
    </>
  );
}
