/**
 * An edition's case-study pages: each case study's Markdown as HTML (tools/markdown/), laid out by
 * the article component in the edition's bundle (renderEntry.tsx), with what its head says (a
 * description, its alternates, its own link preview, JSON-LD) and its link-preview picture.
 */
import { caseStudyPath, PROJECTS_SECTION } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { composeTitle } from '../../src/lib/title';
import type { CaseStudy } from '../content/caseStudies';
import { formatPeriod, parsePeriod } from '../../src/lib/period';
import { builtInOrder, type ArticleEdition, type BuiltPages, type PagesBuilder } from './articlePages';
import { caseStudyJsonLd } from './structuredData';
import { absoluteUrl } from './siteUrls';

/** 'checkout de 9 s para 2 s' -> 'Checkout de 9 s para 2 s.' */
const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** The case study at `index` of the edition's (they lead to each other in the projects' order). */
async function caseStudyPage(edition: ArticleEdition, caseStudies: readonly CaseStudy[], index: number): Promise<BuiltPages> {
  const { language, content, renderer, site, words } = edition;
  const caseStudy = caseStudies[index];
  const projectOf = (id: string) => content.projects.find((each) => each.id === id)!;
  const project = projectOf(caseStudy.id);
  const neighbour = (other: CaseStudy | undefined) =>
    other && { title: projectOf(other.id).title, path: caseStudyPath(other.id, language) };
  const body = edition.body(caseStudy.tree);
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
    bodyAfterLead: body.afterLead,
    contents: body.contents,
    readingMinutes: body.readingMinutes,
    previous: neighbour(caseStudies[index - 1]),
    next: neighbour(caseStudies[index + 1]),
    projectsPath: `/#${PROJECTS_SECTION}`,
  });
  const routePath = caseStudyPath(caseStudy.id, language);
  const url = edition.url(routePath);
  const alt = `${project.title}: ${words.caseStudy}, ${site.owner.name}`;
  const { image, files } = await edition.preview({ routePath, title: project.title, alt });
  const other = site.languages.find((each) => each !== language);
  const page = {
    routePath,
    page: {
      title: composeTitle(content.owner.firstName, project.title),
      html,
      alternate: other ? pagePath(caseStudyPath(caseStudy.id, other), other, '/') : null,
    },
    head: {
      description: `${asSentence(caseStudy.outcome)} ${project.description}`,
      alternates: Object.fromEntries(site.languages.map((each) => [each, caseStudyPath(caseStudy.id, each)])),
      image,
      jsonLd: caseStudyJsonLd(content.owner, site.siteUrl, {
        title: project.title,
        description: project.description,
        url,
        imageUrl: absoluteUrl(site.siteUrl, image.path),
        language,
        keywords: project.tags,
        codeRepository: project.githubUrl,
        projectsUrl: `${edition.url('/')}#${PROJECTS_SECTION}`,
        labels: words.breadcrumb,
      }),
    },
  };
  return { pages: [page], files };
}

export const caseStudyPages: PagesBuilder = (edition, pages) => {
  const caseStudies = pages.caseStudies[edition.language];
  return builtInOrder(caseStudies, (_, index) => caseStudyPage(edition, caseStudies, index));
};
