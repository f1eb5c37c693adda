import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { createHydrationGate, type HydrationGate } from '../../../src/app/startup/hydrationGate';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver, reportIntersection } from '../../support/intersection';

describe('hydration gate', () => {
  // The gates share one observer: a gate a test leaves waiting would keep an observer from before the
  // next test's fake.
  const stops: (() => void)[] = [];
  const watch = (gate: HydrationGate) => {
    const stop = gate.watch();
    stops.push(stop);
    return stop;
  };
  beforeEach(() => {
    installFakeIntersectionObserver();
    document.body.innerHTML = ['um', 'dois', 'tres'].map((id) => `<section id="${id}"><button>${id}</button></section>`).join('');
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    removeFakeIntersectionObserver();
  });

  test('without prerendered markup for its region it is open from the start', () => {
    const gate = createHydrationGate('nao-existe');
    assert.equal(gate.opened, true);
    assert.equal((gate.promise as { status?: string }).status, 'fulfilled', 'use() must see it open without waiting');
  });

  test('stays closed however idle the browser is: only coming near or being used opens it', async () => {
    const idle = window.requestIdleCallback;
    // Idle time at once, as much as asked for.
    window.requestIdleCallback = (callback) => (callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
    try {
      const [first, second] = [createHydrationGate('um'), createHydrationGate('dois')];
      watch(first);
      watch(second);
      await new Promise((resolve) => setTimeout(resolve));
      assert.deepEqual([first.opened, second.opened], [false, false]);
    } finally {
      window.requestIdleCallback = idle;
    }
  });

  test('opens when its region comes near the viewport, the others staying closed', async () => {
    const [far, near] = [createHydrationGate('um'), createHydrationGate('dois')];
    watch(far);
    watch(near);
    reportIntersection(document.getElementById('dois')!, 'in-view');
    assert.deepEqual([far.opened, near.opened], [false, true]);
    await near.promise;
    assert.equal((near.promise as { status?: string }).status, 'fulfilled');
  });

  test('opens at the first interaction inside its region, before React sees the event', () => {
    const [one, two] = [createHydrationGate('um'), createHydrationGate('dois')];
    watch(one);
    watch(two);
    const seenByPage: boolean[] = [];
    document.body.addEventListener('pointerdown', () => seenByPage.push(two.opened), { capture: true });
    document.querySelector('#dois button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    assert.deepEqual([one.opened, two.opened, seenByPage], [false, true, [true]]);
    document.querySelector('#um button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    assert.equal(one.opened, true);
  });

  test('a gate no longer watched is not opened', async () => {
    const [stopped, other] = [createHydrationGate('um'), createHydrationGate('dois')];
    const stop = watch(stopped);
    watch(other);
    stop();
    reportIntersection(document.getElementById('um')!, 'in-view');
    reportIntersection(document.getElementById('dois')!, 'in-view');
    await other.promise;
    assert.equal(stopped.opened, false);
  });
});
