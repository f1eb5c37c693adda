// The CV download in Chromium: a plain link of the prerendered page, with and without scripts,
// reachable by keyboard, tracked as a click; and the JSON Resume named in the head.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ui } from '../../src/catalogues';
import { cvFileName, cvPaths, cvSizeLabel } from '../../src/lib/cv';
import { buildVariant } from '../support/builds';
import { openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { choiceMadeBefore } from '../support/analytics';
import { siteContent } from '../support/content';

describe('the CV in Chromium', () => {
  const site = useSite();
  const withAnalytics = useSite(() => buildVariant({ GA_MEASUREMENT_ID: 'G-TEST123' }));

  test('without JavaScript: the link, its download name and size, the file it leads to', async () => {
    const { page, problems } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}/`);
    const link = page.getByRole('link', { name: ui.about.download });
    assert.equal(await link.getAttribute('href'), cvPaths('pt-BR').pdf);
    assert.equal(await link.getAttribute('download'), cvFileName(siteContent.owner.name, 'pt-BR'));
    const response = await page.request.get(`${site.url}${cvPaths('pt-BR').pdf}`);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'application/pdf');
    const bytes = (await response.body()).length;
    assert.equal(await page.locator('.cv-links__size').textContent(), cvSizeLabel(bytes));
    assert.equal(await page.getAttribute('link[rel="alternate"][type="application/json"]', 'href'), cvPaths('pt-BR').json);
    assert.deepEqual(problems, []);
  });

  test('reached with the Tab key, and downloaded by Enter', async () => {
    const { page, problems } = await openPage(site.browser, { acceptDownloads: true });
    await page.goto(`${site.url}/`);
    await settled(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    // The link reads its label, then the file's size.
    for (let presses = 0; presses < 40 && !(await focused()).startsWith(ui.about.download); presses++) await page.keyboard.press('Tab');
    assert.ok((await focused()).startsWith(ui.about.download));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.equal(download.suggestedFilename(), cvFileName(siteContent.owner.name, 'pt-BR'));
    assert.deepEqual(problems, []);
  });

  test('a click is tracked', async () => {
    const { page, problems } = await openPage(withAnalytics.browser, { acceptDownloads: true });
    await page.addInitScript(choiceMadeBefore('granted'));
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(`${withAnalytics.url}/#sobre-mim`);
    await settled(page);
    await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: ui.about.download }).click()]);
    const clicks = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((entry) => [...entry])
        .filter((entry) => entry[0] === 'event' && entry[1] === 'click'),
    );
    assert.deepEqual(clicks.at(-1), ['event', 'click', { category: 'cv', label: 'pdf' }]);
    assert.deepEqual(problems, []);
  });
});
