import type { ComponentType, ReactNode } from 'react';
import { owner } from '../content/owner';
import { flattenRoutes, NOT_FOUND_PATH, type RouteEntry } from '../lib/router';
import { HomePage } from '../pages/HomePage';
import { sectionRegistry } from '../pages/homeSections';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MainLayout, type MainLayoutProps } from './MainLayout';

export type Layout = ComponentType<MainLayoutProps>;

export const NOT_FOUND_TITLE = 'Página não encontrada';

const routeTable: RouteEntry<ReactNode, Layout>[] = [
  {
    prefix: '/',
    layout: MainLayout,
    layoutProps: { headerVariant: 'default' },
    children: [{ path: '/', element: <HomePage />, title: owner.firstName, sections: sectionRegistry }],
  },
  { path: NOT_FOUND_PATH, element: <NotFoundPage />, title: NOT_FOUND_TITLE },
];

export const routes = flattenRoutes(routeTable);
