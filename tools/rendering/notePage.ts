// A note's page: its Markdown laid out by the edition's render bundle, with its head (an article, its
// dates, its alternate where the other edition has the same note, BlogPosting JSON-LD) and its link preview.
import { notePath } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { composeTitle } from '../../src/lib/title';
import type { Note } from '../content/notes';
import type { BuiltPages } from './articlePages';
import { shownDate, tagLinks, type EditionNotes } from './editionNotes';
import type { MarkdownPage } from './prerender';
import { blogPostingJsonLd } from './structuredData';
import { absoluteUrl } from './siteUrls';

/** The note at `index` of the edition's (newest first: the next one is older). */
export async function notePage({ edition, notes, bodies, other, listPath }: EditionNotes, index: number): Promise<BuiltPages> {
  const { language, content, renderer, site } = edition;
  const note = notes[index];
  const routePath = notePath(note.slug, language);
  const neighbour = (each: Note | undefined) => each && { title: each.title, path: notePath(each.slug, language) };
  const html = renderer.renderNote({
    title: note.title,
    published: shownDate(note.date, language),
    updated: note.updated ? shownDate(note.updated, language) : undefined,
    readingMinutes: bodies[index].readingMinutes,
    tags: tagLinks(language, note.tags),
    bodyHtml: bodies[index].html,
    contents: bodies[index].contents,
    older: neighbour(notes[index + 1]),
    newer: neighbour(notes[index - 1]),
    listPath,
    draft: note.draft,
  });
  const { image, files } = await edition.preview({ routePath, title: note.title, alt: `${note.title}: ${site.owner.name}` });
  const alternate = other?.slugs.has(note.slug) ? other.language : undefined;
  const page: MarkdownPage = {
    routePath,
    page: {
      title: composeTitle(content.owner.firstName, note.title),
      html,
      alternate: alternate ? pagePath(notePath(note.slug, alternate), alternate, '/') : null,
    },
    head: {
      description: note.summary,
      alternates: { [language]: routePath, ...(alternate ? { [alternate]: notePath(note.slug, alternate) } : {}) },
      image,
      properties: [
        ['article:published_time', note.date],
        ...(note.updated ? [['article:modified_time', note.updated] as [string, string]] : []),
      ],
      jsonLd: blogPostingJsonLd(content.owner, site.siteUrl, {
        title: note.title,
        summary: note.summary,
        url: edition.url(routePath),
        imageUrl: absoluteUrl(site.siteUrl, image.path),
        language,
        published: note.date,
        updated: note.updated,
        tags: note.tags,
      }),
    },
    lastModified: (note.updated ?? note.date).slice(0, 10),
  };
  return { pages: [page], files };
}
