import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, render, screen } from '@testing-library/react';
import { SkillBar } from '../../src/components/SkillBar';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver, reportIntersection } from '../support/intersection';

const meterValue = () => Number(document.querySelector('meter')!.getAttribute('value'));

describe('skill bar', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  test('the text carries the final percentage; the animated meter is hidden from assistive technology', () => {
    render(<SkillBar name="Git" percentage={95} delayMs={0} />);
    assert.ok(screen.getByText('95%'));
    assert.equal(document.querySelector('meter')!.getAttribute('aria-hidden'), 'true');
  });

  test('a bar starts when it comes into view, waits its delay, then climbs in 30 steps', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
    render(<SkillBar name="React" percentage={90} delayMs={300} />);
    const meter = document.querySelector('meter')!;
    assert.equal(meterValue(), 0);
    await act(async () => reportIntersection(meter, 'below'));
    t.mock.timers.tick(5000);
    assert.equal(meterValue(), 0, 'a bar out of view must not move');
    const seen: number[] = [];
    await act(async () => reportIntersection(meter, 'in-view'));
    await act(async () => t.mock.timers.tick(299));
    assert.equal(meterValue(), 0, 'the delay was not respected');
    await act(async () => t.mock.timers.tick(1));
    for (let step = 0; step < 30; step++) {
      await act(async () => t.mock.timers.tick(25));
      seen.push(meterValue());
    }
    assert.equal(seen.length, 30);
    assert.equal(new Set(seen).size, 30, `expected 30 distinct steps, saw ${seen.join(',')}`);
    assert.equal(seen.at(-1), 90);
    await act(async () => t.mock.timers.tick(1000));
    assert.equal(meterValue(), 90);
  });

  test('with less motion asked for, a bar mounted after hydration shows its value from the start', (t) => {
    const { matchMedia } = window;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
    t.after(() => (window.matchMedia = matchMedia));
    const changes: (string | null)[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((record) => record.oldValue)));
    observer.observe(document.body, { subtree: true, attributeFilter: ['value'], attributeOldValue: true });
    render(<SkillBar name="Git" percentage={95} delayMs={0} />);
    assert.equal(meterValue(), 95);
    changes.push(...observer.takeRecords().map((record) => record.oldValue));
    observer.disconnect();
    assert.deepEqual(changes, [], 'the meter showed another value first');
  });
});
