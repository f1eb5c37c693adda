import '../../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { createHydrationGate } from '../../../src/app/startup/hydrationGate';
import { installFakeIntersectionObserver, reportIntersection } from '../../support/intersection';

describe('hydration gate', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    document.body.innerHTML = ['um', 'dois', 'tres'].map((id) => `<section id="${id}"><button>${id}</button></section>`).join('');
  });

  test('without prerendered markup for its region it is open from the start', () => {
    const gate = createHydrationGate('nao-existe');
    assert.equal(gate.opened, true);
    assert.equal((gate.promise as { status?: string }).status, 'fulfilled', 'use() must see it open without waiting');
  });

  test('opens with idle time, one region per idle period, in the order they were watched', async () => {
    const [first, second] = [createHydrationGate('um'), createHydrationGate('dois')];
    assert.equal(first.opened, false);
    first.watch();
    second.watch();
    await first.promise;
    assert.deepEqual([first.opened, second.opened], [true, false]);
    assert.equal((first.promise as { status?: string }).status, 'fulfilled');
    await second.promise;
    assert.equal(second.opened, true);
  });

  test('opens when its region comes near the viewport, before its turn for idle time', () => {
    const [far, near] = [createHydrationGate('um'), createHydrationGate('dois')];
    far.watch();
    near.watch();
    reportIntersection(document.getElementById('dois')!, 'in-view');
    assert.deepEqual([far.opened, near.opened], [false, true]);
  });

  test('opens at the first interaction inside its region, before React sees the event', () => {
    const [one, two] = [createHydrationGate('um'), createHydrationGate('dois')];
    one.watch();
    two.watch();
    const seenByPage: boolean[] = [];
    document.body.addEventListener('pointerdown', () => seenByPage.push(two.opened), { capture: true });
    document.querySelector('#dois button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    assert.deepEqual([one.opened, two.opened, seenByPage], [false, true, [true]]);
    document.querySelector('#um button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    assert.equal(one.opened, true);
  });

  test('a gate no longer watched is not opened', async () => {
    const [stopped, other] = [createHydrationGate('um'), createHydrationGate('dois')];
    const stop = stopped.watch();
    other.watch();
    stop();
    reportIntersection(document.getElementById('um')!, 'in-view');
    await other.promise;
    assert.equal(stopped.opened, false);
  });
});
