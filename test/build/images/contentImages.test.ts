import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentImages } from '../../../src/build/images';
import { owner } from '../../../src/content/owner';
import { projects } from '../../../src/content/projects';
import { IMAGE_LAYOUTS } from '../../../src/lib/images';

describe('images of the content', () => {
  test('every project image in the card layout and the owner photo in the portrait layout', () => {
    const requests = contentImages({ owner, projects });
    const layoutOf = (src: string) => requests.find((request) => request.src === src)?.aspectRatio;
    for (const project of projects) assert.equal(layoutOf(project.image), IMAGE_LAYOUTS.card.aspectRatio, project.id);
    assert.equal(layoutOf(owner.photo), IMAGE_LAYOUTS.portrait.aspectRatio);
    assert.equal(requests.length, projects.length + 1);
  });
});
