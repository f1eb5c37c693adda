import type { ProjectTranslations } from '../types';

// By project id (src/content/projects.ts): the title and the description in English.
export const projects: ProjectTranslations = {
  'agenda-facil': {
    title: 'Agenda Fácil',
    description: 'Online booking for salons and clinics, with e-mail reminders and a schedule dashboard.',
  },
  'loja-verde': {
    title: 'Loja Verde',
    description: 'Organic produce storefront with a cart, instant search and light pages for phones.',
  },
  'api-financas': {
    title: 'Finance API',
    description: 'Personal finance REST API with authentication, monthly reports and documentation.',
  },
  'painel-vendas': {
    title: 'Sales Dashboard',
    description: 'Dashboard with real-time sales charts, date filters and CSV export.',
  },
  'blog-tech': {
    title: 'Tech Blog',
    description: 'Static blog with Markdown articles, dark mode and a perfect performance score.',
  },
  encurtador: {
    title: 'Link Shortener',
    description: 'Short-link service with visit counts and per-IP rate limiting.',
  },
  chamados: {
    title: 'Help Desk',
    description: 'Help desk system with queues, priorities and history, inspired by day-to-day support work.',
  },
  'landing-cafe': {
    title: 'Café Landing Page',
    description: 'Landing page for a coffee shop, with a menu, a map and a booking form.',
  },
  estoque: {
    title: 'Inventory Control',
    description: 'Inventory app for small shops, with barcode scanning on the phone.',
  },
};
