/**
 * An edition's case-study pages: each case study's Markdown as HTML (tools/markdown/), laid out by
 * the article component in the edition's bundle (renderEntry.tsx), with what its head says (a
 * description, its alternates, its own link preview, JSON-LD) and its link-preview picture.
 */
import { articleUi as ptArticleUi } from '../../src/catalogues/articles/pt-BR';
import { articleUi as enArticleUi } from '../../src/catalogues/articles/en';
import type { Owner } from '../../src/content/types';
import { editionRoot, type Language } from '../../src/lib/editions';
import type { ImageManifest } from '../../src/lib/images';
import { IMAGE_LAYOUTS } from '../../src/lib/imageLayouts';
import { caseStudyPath, PROJECTS_SECTION } from '../../src/lib/pagePaths';
import { composeTitle } from '../../src/lib/title';
import type { CaseStudy } from '../content/caseStudies';
import { formatPeriod, parsePeriod } from '../content/period';
import type { SiteContent } from '../content/source';
import type { GeneratedFile } from '../identity/generate';
import { pagePreviewImage } from '../identity/pageImages';
import type { ThemePalettes } from '../identity/palette';
import { markdownToHtml } from '../markdown/toHtml';
import type { MarkdownPage, Renderer } from './prerender';
import { caseStudyJsonLd } from './structuredData';
import { absoluteUrl, editionUrl } from './siteUrls';

const ARTICLE_UI = { 'pt-BR': ptArticleUi, en: enArticleUi };
/** Words a minute: what most reading-time estimates assume. */
const WORDS_PER_MINUTE = 200;

export interface CaseStudyEdition {
  language: Language;
  content: SiteContent;
  caseStudies: readonly CaseStudy[];
  /** The renderer of this edition's bundle. */
  renderer: Renderer;
}

export interface CaseStudySite {
  siteUrl: string;
  basePath: string;
  /** The editions of the site: each has every case study (a translation brings them all). */
  languages: readonly Language[];
  imageManifest: ImageManifest;
  palettes: ThemePalettes;
  /** The default edition's owner: the name on the link previews. */
  owner: Owner;
  /** Whether to draw the link-preview pictures (the production build; the dev server serves none). */
  previews?: boolean;
}

/** 'checkout de 9 s para 2 s' -> 'Checkout de 9 s para 2 s.' */
const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** A case study's link-preview picture, as a path of the site. */
const previewPath = (language: Language, id: string) => `/images/og${editionRoot(language)}${caseStudyPath(id, language).slice(1)}.png`;

export async function caseStudyPages(
  { language, content, caseStudies, renderer }: CaseStudyEdition,
  site: CaseStudySite,
): Promise<{ pages: MarkdownPage[]; files: GeneratedFile[] }> {
  const words = ARTICLE_UI[language];
  const pathIn = (id: string, each: Language) => caseStudyPath(id, each);
  const pages: MarkdownPage[] = [];
  const files: GeneratedFile[] = [];
  for (const [index, caseStudy] of caseStudies.entries()) {
    const project = content.projects.find((each) => each.id === caseStudy.id)!;
    const neighbour = (other: CaseStudy | undefined) =>
      other && { title: content.projects.find((each) => each.id === other.id)!.title, path: pathIn(other.id, language) };
    const body = markdownToHtml(caseStudy.tree, {
      basePath: site.basePath,
      imageManifest: site.imageManifest,
      imageSizes: IMAGE_LAYOUTS.prose.sizes,
      tableLabel: words.table,
    });
    const html = renderer.renderCaseStudy({
      title: project.title,
      outcome: caseStudy.outcome,
      role: caseStudy.role,
      period: formatPeriod(parsePeriod(caseStudy.period)!, language),
      team: caseStudy.team,
      tags: project.tags,
      image: project.image,
      githubUrl: project.githubUrl,
      demoUrl: project.demoUrl,
      links: caseStudy.links,
      bodyHtml: body.html,
      readingMinutes: Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
      previous: neighbour(caseStudies[index - 1]),
      next: neighbour(caseStudies[index + 1]),
      projectsPath: `/#${PROJECTS_SECTION}`,
    });
    const routePath = pathIn(caseStudy.id, language);
    const url = editionUrl(site.siteUrl, language, routePath);
    const image = { path: previewPath(language, caseStudy.id), alt: `${project.title}: ${words.caseStudy}, ${site.owner.name}` };
    const other = site.languages.find((each) => each !== language);
    if (site.previews !== false) {
      files.push({
        path: image.path.slice(1),
        contents: await pagePreviewImage({ title: project.title, owner: site.owner, url, colors: site.palettes }),
      });
    }
    pages.push({
      routePath,
      page: {
        title: composeTitle(content.owner.firstName, project.title),
        html,
        alternate: other ? editionRoot(other) + pathIn(caseStudy.id, other).slice(1) : null,
      },
      head: {
        description: `${asSentence(caseStudy.outcome)} ${project.description}`,
        alternates: Object.fromEntries(site.languages.map((each) => [each, pathIn(caseStudy.id, each)])),
        image,
        jsonLd: caseStudyJsonLd(content.owner, site.siteUrl, {
          title: project.title,
          description: project.description,
          url,
          imageUrl: absoluteUrl(site.siteUrl, image.path),
          language,
          keywords: project.tags,
          codeRepository: project.githubUrl,
          projectsUrl: `${editionUrl(site.siteUrl, language, '/')}#${PROJECTS_SECTION}`,
          labels: words.breadcrumb,
        }),
      },
    });
  }
  return { pages, files };
}
