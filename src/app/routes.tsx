import type { ComponentType, ReactNode } from 'react';
import { owner } from '../content/owner';
import { flattenRoutes, NOT_FOUND_PATH, type RouteEntry } from '../lib/router';
import { HomePage } from '../pages/HomePage';
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
    children: [{ path: '/', element: <HomePage />, title: owner.firstName, sections: sectionRegistry }],
  },
  { path: NOT_FOUND_PATH, element: <NotFoundPage />, title: ui.notFound.title },
];

export const routes = flattenRoutes(routeTable);
