import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, fireEvent, render } from '@testing-library/react';
import { Reveal } from '../../src/components/Reveal';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver, reportIntersection } from '../support/intersection';

/** A reveal holding a button, first seen below the viewport (so hidden). */
async function hiddenRevealWithButton() {
  const { container } = render(
    <Reveal>
      <button type="button">ação</button>
    </Reveal>,
  );
  const element = container.firstElementChild!;
  await act(async () => reportIntersection(element, 'below'));
  return element;
}

describe('reveal on scroll', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  test('hidden only when first seen below the viewport, shown when it comes into view', async () => {
    const { container } = render(
      <Reveal>
        <p>conteúdo</p>
      </Reveal>,
    );
    const element = container.firstElementChild!;
    assert.equal(element.classList.contains('reveal-hidden'), false, 'nothing is hidden before it is known to be below');
    await act(async () => reportIntersection(element, 'below'));
    assert.equal(element.classList.contains('reveal-hidden'), true);
    await act(async () => reportIntersection(element, 'in-view'));
    assert.equal(element.classList.contains('reveal-hidden'), false);
    assert.equal(element.classList.contains('reveal-entered'), true, 'entry animations inside start now');
  });

  test('content already in view at first sight is never hidden', async () => {
    const { container } = render(<Reveal>visível</Reveal>);
    await act(async () => reportIntersection(container.firstElementChild!, 'in-view'));
    assert.equal(container.firstElementChild!.classList.contains('reveal-hidden'), false);
    assert.equal(container.firstElementChild!.classList.contains('reveal-entered'), false, 'nothing to play: it was seen as it is');
  });

  test('keyboard focus inside hidden content shows it at once, without the transition', async () => {
    const element = await hiddenRevealWithButton();
    fireEvent.focusIn(element.querySelector('button')!);
    assert.equal(element.classList.contains('reveal-hidden'), false);
    assert.equal(element.classList.contains('reveal-instant'), true);
  });

  test('keyboard focus arriving while it fades in ends the fade at once', async () => {
    const element = await hiddenRevealWithButton();
    await act(async () => reportIntersection(element, 'in-view'));
    fireEvent.focusIn(element.querySelector('button')!);
    assert.equal(element.classList.contains('reveal-instant'), true);
  });
});
