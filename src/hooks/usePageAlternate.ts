import { normalizePath } from '../lib/router';
import { useLocation } from './useLocation';
import { usePrerenderedPage } from './usePrerenderedPage';
import { useSectionNavigation } from './useSectionNavigation';

/** The other edition's address of the page made from Markdown being shown: none on the home page, while it loads, or when it has none. */
export function usePageAlternate(): string | null | undefined {
  const onHome = useSectionNavigation().sections.length > 0;
  const pathname = useLocation();
  return usePrerenderedPage(onHome ? null : normalizePath(pathname))?.alternate;
}
