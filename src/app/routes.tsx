import type { ComponentType, ReactNode } from 'react';
import { owner } from '../content/owner';
import { flattenRoutes, NOT_FOUND_PATH, type RouteEntry } from '../lib/router';
import { hasPages } from '../lib/buildFlags';
import { config } from '../lib/config';
import { caseStudyPath } from '../lib/pagePaths';
import { HomePage } from '../pages/HomePage';
import { PrerenderedPage } from '../pages/PrerenderedPage';
import { sectionRegistry } from '../pages/sectionRegistry';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MainLayout, type MainLayoutProps } from './MainLayout';
import { ui } from '../catalogues';

export type Layout = ComponentType<MainLayoutProps>;

const routeTable: RouteEntry<ReactNode, Layout>[] = [
  {
    prefix: '/',
    layout: MainLayout,
    layoutProps: { headerVariant: 'default' },
    children: [
      { path: '/', element: <HomePage />, title: owner.firstName, sections: sectionRegistry },
      // A case study (src/content/projects/<id>.md), titled by itself; only in a build that has one.
      ...((typeof __PAGES__ !== 'undefined' ? __PAGES__ : hasPages())
        ? [{ path: caseStudyPath(':id', config.language), element: <PrerenderedPage /> }]
        : []),
    ],
  },
  { path: NOT_FOUND_PATH, element: <NotFoundPage />, title: ui.notFound.title },
];

export const routes = flattenRoutes(routeTable);
