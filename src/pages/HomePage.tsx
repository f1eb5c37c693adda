import { ErrorBoundary } from '../components/ErrorBoundary';
import { sectionRegistry } from './homeSections';

/** The sections of the registry, in order, each behind its own boundary so one failure hides only itself. */
export function HomePage() {
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
