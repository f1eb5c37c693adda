import { Router } from './Router';
import { routes } from './routes';
import { ThemeProvider } from './ThemeProvider';

export function App() {
  return (
    <ThemeProvider>
      <Router routes={routes} />
    </ThemeProvider>
  );
}
