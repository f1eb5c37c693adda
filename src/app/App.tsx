import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageErrorFallback } from './PageErrorFallback';
import { Router } from './Router';
import { routes } from './routes';
import { ThemeProvider } from './ThemeProvider';

export function App() {
  return (
    <ErrorBoundary fallback={<PageErrorFallback />}>
      <ThemeProvider>
        <Router routes={routes} />
      </ThemeProvider>
    </ErrorBoundary>
  );
}
