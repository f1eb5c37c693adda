import type { ComponentType, ReactNode } from 'react';
import { owner } from '../content/owner';
import { homeSections } from '../content/navigation';
import { flattenRoutes, NOT_FOUND_PATH, type RouteEntry } from '../lib/router';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MainLayout, type MainLayoutProps } from './MainLayout';

export type Layout = ComponentType<MainLayoutProps>;

export const NOT_FOUND_TITLE = 'Página não encontrada';

const routeTable: RouteEntry<ReactNode, Layout>[] = [
  {
    prefix: '/',
    layout: MainLayout,
    layoutProps: { headerVariant: 'default' },
    children: [{ path: '/', element: <HomePage />, title: owner.firstName, sections: homeSections }],
  },
  { path: NOT_FOUND_PATH, element: <NotFoundPage />, title: NOT_FOUND_TITLE },
];

export const routes = flattenRoutes(routeTable);
