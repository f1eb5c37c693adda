import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentImages } from '../../../tools/images';
import { parseMarkdown } from '../../../tools/markdown/parse';
import { IMAGE_LAYOUTS } from '../../../src/lib/imageLayouts';

describe('images of the content', () => {
  const projects = [
    { id: 'a', image: '/images/projects/a.jpg' },
    { id: 'c', image: '' },
    { id: 'b', image: '/images/projects/b.png' },
  ];

  test('every project image in the card layout and the owner photo in the portrait layout; empty paths are no image', () => {
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

  test("a case study adds its project's picture, larger, and its text's images in their own shape; a note its text's", () => {
    const { tree } = parseMarkdown('## Arquitetura\n\n![Diagrama](/images/diagram.svg)\n');
    const requests = contentImages(
      { owner: { photo: '' }, projects },
      {
        caseStudies: [
          { id: 'b', tree },
          { id: 'c', tree },
        ],
        notes: [{ tree }],
      },
    );
    assert.deepEqual(
      requests.map(({ src, widths, aspectRatio }) => [src, widths, aspectRatio]),
      [
        ['/images/projects/a.jpg', IMAGE_LAYOUTS.card.widths, IMAGE_LAYOUTS.card.aspectRatio],
        ['/images/projects/b.png', IMAGE_LAYOUTS.card.widths, IMAGE_LAYOUTS.card.aspectRatio],
        ['/images/projects/b.png', IMAGE_LAYOUTS.cover.widths, IMAGE_LAYOUTS.cover.aspectRatio],
        // Once for each page that shows it: two case studies and a note.
        ['/images/diagram.svg', IMAGE_LAYOUTS.prose.widths, undefined],
        ['/images/diagram.svg', IMAGE_LAYOUTS.prose.widths, undefined],
        ['/images/diagram.svg', IMAGE_LAYOUTS.prose.widths, undefined],
      ],
    );
  });

  test('each where the content shows it, for a picture shown in two shapes: the data file and field, the page and line', () => {
    const { tree } = parseMarkdown('## Arquitetura\n\n![Diagrama](/images/projects/b.png)\n');
    const requests = contentImages(
      { owner: { photo: '/images/projects/a.jpg' }, projects },
      { caseStudies: [{ id: 'b', tree, file: 'src/content/projects/b.md' }], notes: [] },
    );
    assert.deepEqual(
      requests.map(({ src, place }) => [src, place]),
      [
        ['/images/projects/a.jpg', 'projects.yaml: projects[0].image'],
        ['/images/projects/b.png', 'projects.yaml: projects[2].image'],
        ['/images/projects/a.jpg', 'owner.yaml: owner.photo'],
        ['/images/projects/b.png', 'src/content/projects/b.md (projects.yaml: projects[2].image)'],
        ['/images/projects/b.png', 'src/content/projects/b.md:3'],
      ],
    );
  });
});
