import { normalizePath, NOT_FOUND_PATH } from '../lib/router';
import { useLocation } from './useLocation';
import { useRoutePath } from './useRoutePath';
import { usePrerenderedPage } from './usePrerenderedPage';
import { useSectionNavigation } from './useSectionNavigation';

/**
 * The other edition's address of the page made from Markdown being shown: none on the home page or the
 * not-found page (neither is made from Markdown), while it loads, or when it has none.
 */
export function usePageAlternate(): string | null | undefined {
  const onHome = useSectionNavigation().sections.length > 0;
  // The not-found route, also at an unknown address before it becomes /404's: nothing to ask for.
  const notFound = useRoutePath() === NOT_FOUND_PATH;
  const pathname = useLocation();
  return usePrerenderedPage(onHome || notFound ? null : normalizePath(pathname))?.alternate;
}
