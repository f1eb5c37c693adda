import type { Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded build; CHROMIUM_PATH points elsewhere when needed. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** playwright-core is loaded on the first launch: most build checks that share these helpers open no browser. */
export async function launchChromium(flags: string[] = []): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...flags], headless: true });
}
