import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { campaignEvents, readCampaign, stripCampaign } from '../../src/lib/campaign';

const cleaning: [string, string][] = [
  ['?utm_source=x', ''],
  ['?a=1&utm_source=x', '?a=1'],
  ['?utm_source=news&utm_medium=email&gclid=abc&x=1', '?x=1'],
  ['?b=2&fbclid=1&a=1', '?b=2&a=1'],
  ['?msclkid=1&dclid=2&gclsrc=aw.ds&gbraid=3&wbraid=4&utm_term=t&utm_content=c&utm_campaign=k', ''],
  ['?q=caf%C3%A9+com+leite&utm_source=x', '?q=caf%C3%A9+com+leite'],
  ['?utm_source=%E0%A4%A&keep=%ZZ', '?keep=%ZZ'],
  ['?utm_source=a&utm_source=b&z', '?z'],
  ['?utm_source=&x=', '?x='],
  ['?utm%5Fsource=x&y=1', '?y=1'],
  ['?a=1', '?a=1'],
  ['?a=1&', '?a=1&'],
  ['', ''],
];

describe('campaign parameters', () => {
  for (const [input, output] of cleaning) {
    test(`${input || '(empty)'} -> ${output || '(empty)'}`, () => {
      assert.equal(stripCampaign(input), output);
    });
  }

  test('reads utm values (decoded, first wins) and which click ids are present', () => {
    assert.deepEqual(readCampaign('?utm_source=news+letter&utm_source=other&utm_medium=e%2Dmail&gclid=abc&fbclid=def&x=1'), {
      utm: { utm_source: 'news letter', utm_medium: 'e-mail' },
      clickIds: ['gclid', 'fbclid'],
    });
    assert.equal(readCampaign('?x=1'), null);
    assert.equal(readCampaign('?utm_source=&gclid='), null, 'empty values are no campaign');
    assert.deepEqual(readCampaign('?utm_source=%E0%A4%A'), { utm: { utm_source: '%E0%A4%A' }, clickIds: [] });
    assert.equal(readCampaign(`?utm_campaign=${'x'.repeat(300)}`)!.utm.utm_campaign!.length, 100);
  });

  test('events: utm capture always, Google and Facebook clicks when their ids are present', () => {
    assert.deepEqual(campaignEvents({ utm: { utm_source: 'news' }, clickIds: ['gclid', 'wbraid', 'fbclid', 'msclkid'] }), [
      ['utm_parameters_captured', { utm_source: 'news', click_ids: 'gclid,wbraid,fbclid,msclkid' }],
      ['google_ads_click', { click_ids: 'gclid,wbraid' }],
      ['facebook_ads_click', { click_ids: 'fbclid' }],
    ]);
    assert.deepEqual(campaignEvents({ utm: { utm_medium: 'email' }, clickIds: [] }), [
      ['utm_parameters_captured', { utm_medium: 'email' }],
    ]);
  });
});
