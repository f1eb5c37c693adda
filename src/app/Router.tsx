import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useLocation } from '../hooks/useLocation';
import { SectionNavigationContext, usePageSections } from '../hooks/useSectionNavigation';
import { matchRoute, navigate, NOT_FOUND_PATH, type RouteDefinition } from '../lib/router';
import type { Layout } from './routes';

const NO_SECTIONS: [] = [];

export type AppRoute = RouteDefinition<ReactNode, Layout>;

/** The route for a path: its own, or the not-found route. */
export function resolveRoute(routes: readonly AppRoute[], pathname: string): AppRoute {
  return matchRoute(routes, pathname) ?? matchRoute(routes, NOT_FOUND_PATH)!;
}

/** Renders the route of the current path; an unknown path is replaced (not pushed) with /404. */
export function Router({ routes }: { routes: readonly AppRoute[] }) {
  const pathname = useLocation();
  const known = matchRoute(routes, pathname) !== undefined;
  const route = resolveRoute(routes, pathname);

  useEffect(() => {
    if (!known) navigate(NOT_FOUND_PATH, { replace: true });
  }, [known]);

  const navigation = usePageSections(route.sections ?? NO_SECTIONS);
  useDocumentTitle(route.title, navigation.sections, navigation.active);

  const { layout: LayoutComponent, layoutProps, element } = route;
  return (
    <SectionNavigationContext.Provider value={navigation}>
      {LayoutComponent ? <LayoutComponent {...layoutProps}>{element}</LayoutComponent> : element}
    </SectionNavigationContext.Provider>
  );
}
