import type { ComponentType, ReactNode } from 'react';
import { owner } from 'site:content/owner';
import { flattenRoutes, NOT_FOUND_PATH, type RouteEntry } from '../lib/router';
import { config } from '../lib/config';
import { caseStudyPath } from '../lib/pagePaths';
import { HomePage } from '../pages/HomePage';
import { MarkdownPage } from './buildParts';
import { sectionRegistry } from '../pages/sectionRegistry';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MainLayout, type MainLayoutProps } from './MainLayout';
import { ui } from '../catalogues';

export type Layout = ComponentType<MainLayoutProps>;

/** The pages made from Markdown, each titled by itself: a case study, the notes' list and its pages, a note. */
const markdownPageRoutes = (Page: ComponentType) =>
  [caseStudyPath(':id', config.language), ...(config.notes ? [config.notes.slice(0, -1), `${config.notes}*`] : [])].map((path) => ({
    path,
    element: <Page />,
  }));

const routeTable: RouteEntry<ReactNode, Layout>[] = [
  {
    prefix: '/',
    layout: MainLayout,
    layoutProps: { headerVariant: 'default' },
    children: [
      { path: '/', element: <HomePage />, title: owner.firstName, sections: sectionRegistry },
      // Only in a build that has them (src/app/buildParts.tsx).
      ...(MarkdownPage ? markdownPageRoutes(MarkdownPage) : []),
      // In the site's frame too: its header leads on (the menu, the other edition, search), not only home.
      { path: NOT_FOUND_PATH, element: <NotFoundPage />, title: ui.notFound.title },
    ],
  },
];

export const routes = flattenRoutes(routeTable);
