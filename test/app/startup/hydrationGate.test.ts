import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { createHydrationGate, type HydrationGate } from '../../../src/app/startup/hydrationGate';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver, reportIntersection } from '../../support/intersection';

describe('hydration gate', () => {
  // The gates share one idle queue and one observer: a gate a test leaves waiting would take the
  // next test's idle time, or keep an observer from before the next test's fake.
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

  test('opens with idle time, one region per idle period, in the order they were watched', async () => {
    const [first, second] = [createHydrationGate('um'), createHydrationGate('dois')];
    assert.equal(first.opened, false);
    const stopFirst = watch(first);
    watch(second);
    await first.promise;
    assert.deepEqual([first.opened, second.opened], [true, false]);
    assert.equal((first.promise as { status?: string }).status, 'fulfilled');
    // React stops watching an opened region too (when it unmounts): the others keep their turn.
    stopFirst();
    await second.promise;
    assert.equal(second.opened, true);
  });

  test('opens when its region comes near the viewport, before its turn for idle time', () => {
    const [far, near] = [createHydrationGate('um'), createHydrationGate('dois')];
    watch(far);
    watch(near);
    reportIntersection(document.getElementById('dois')!, 'in-view');
    assert.deepEqual([far.opened, near.opened], [false, true]);
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
    await other.promise;
    assert.equal(stopped.opened, false);
  });
});
