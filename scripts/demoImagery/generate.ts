#!/usr/bin/env node
/**
 * Draws the demo imagery (npm run demo:images): a screenshot-like picture of each demo project,
 * rendered from an HTML mock in Chromium, and the illustrated portrait. Fictional data only.
 * Writes JPEG sources under static/images/; the build's image pipeline encodes them for the page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../browser/chromium';
import { VIEWPORT } from './base';
import { salesDashboard, stockControl } from './dashboards';
import { financeApiDocs, linkShortener } from './developer';
import { portraitPage, PORTRAIT_SIZE } from './portrait';
import { coffeeLanding, organicStore, techBlog } from './sites';
import { appointmentCalendar, helpDesk } from './workflow';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The pipeline re-encodes everything, so the committed sources only need to look right.
const JPEG_QUALITY = 82;

const MOCKS: Record<string, () => string> = {
  'agenda-facil': appointmentCalendar,
  'loja-verde': organicStore,
  'api-financas': financeApiDocs,
  'blog-tech': techBlog,
  encurtador: linkShortener,
  'landing-cafe': coffeeLanding,
  'painel-vendas': salesDashboard,
  chamados: helpDesk,
  estoque: stockControl,
};

const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
    deviceScaleFactor: VIEWPORT.deviceScaleFactor,
  });
  const tab = await context.newPage();
  const shoot = async (html: string, file: string) => {
    await tab.setContent(html, { waitUntil: 'load' });
    await writeFile(path.join(ROOT, file), await tab.screenshot({ type: 'jpeg', quality: JPEG_QUALITY }));
    console.log(`  ${file}`);
  };
  await mkdir(path.join(ROOT, 'static/images/projects'), { recursive: true });
  for (const [id, mock] of Object.entries(MOCKS)) await shoot(mock(), `static/images/projects/${id}.jpg`);
  await tab.setViewportSize({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
  await shoot(portraitPage(), 'static/images/profile.jpg');
} finally {
  await browser.close();
}
