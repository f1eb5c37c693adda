import { useEffect } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { APP_START_EVENT } from './startup/earlyClicks';
import { PageErrorFallback } from './PageErrorFallback';
import { Router } from './Router';
import { routes } from './routes';
import { ThemeProvider } from './ThemeProvider';

export function App() {
  // After the first commit, where every deferred section's gate listens: the clicks the head
  // bootstrap kept come back (src/app/startup/earlyClicks.ts).
  useEffect(() => void document.dispatchEvent(new Event(APP_START_EVENT)), []);
  return (
    <ErrorBoundary fallback={<PageErrorFallback />}>
      <ThemeProvider>
        <Router routes={routes} />
      </ThemeProvider>
    </ErrorBoundary>
  );
}
