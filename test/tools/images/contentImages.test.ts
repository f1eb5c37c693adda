import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentImages } from '../../../tools/images';
import { IMAGE_LAYOUTS } from '../../../src/lib/imageLayouts';

describe('images of the content', () => {
  test('every project image in the card layout and the owner photo in the portrait layout; empty paths are no image', () => {
    const projects = [{ image: '/images/projects/a.jpg' }, { image: '' }, { image: '/images/projects/b.png' }];
    const requests = contentImages({ owner: { photo: '/images/eu.jpg' }, projects });
    assert.deepEqual(
      requests.map(({ src, aspectRatio }) => [src, aspectRatio]),
      [
        ['/images/projects/a.jpg', IMAGE_LAYOUTS.card.aspectRatio],
        ['/images/projects/b.png', IMAGE_LAYOUTS.card.aspectRatio],
        ['/images/eu.jpg', IMAGE_LAYOUTS.portrait.aspectRatio],
      ],
    );
    assert.deepEqual(contentImages({ owner: { photo: '' }, projects: [] }), []);
  });
});
