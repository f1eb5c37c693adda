import { articleUi } from '../../catalogues/articles';
import { NEW_TAB } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Image } from '../../components/Image';
import { Tag, TagList } from '../../components/Tag';
import { IMAGE_LAYOUTS } from '../../lib/imageLayouts';
import { ui } from '../../catalogues';
import { sectionsUi } from '../../catalogues/sections';
import type { ContentsEntry } from '../ArticleContents';
import { ARTICLE_TITLE_ID, articleClass, ArticleBody, BackLink, type Neighbour } from '../articleParts';

/** A project's case study as its page shows it: the facts around the owner's text. */
export interface CaseStudyView {
  title: string;
  outcome: string;
  role: string;
  /** As the edition shows a period. */
  period: string;
  team: number;
  tags: readonly string[];
  /** The project's picture (a path under static/), or empty. */
  image: string;
  githubUrl: string;
  /** Empty while the project is in progress. */
  demoUrl: string;
  links: readonly { label: string; url: string }[];
  /** The Markdown body as HTML (tools/markdown/). */
  bodyHtml: string;
  /** The same, in two after its first paragraph: the cover goes between them when there are no contents. */
  bodyAfterLead: readonly [lead: string, rest: string];
  /** Its sections, for its contents (none for a short text). */
  contents: readonly ContentsEntry[];
  readingMinutes: number;
  /** The neighbours in the projects' order. */
  previous?: Neighbour;
  next?: Neighbour;
  /** Where the home page lists the projects: `/#meus-projetos`. */
  projectsPath: string;
}

/**
 * A case study's page, rendered by the build only (its markup is static: the browser shows it as it
 * is, src/pages/PrerenderedPage.tsx): the title, the one-line outcome, the facts, the project's links
 * and picture, the owner's text, and the neighbouring projects.
 */
export function CaseStudyArticle(view: CaseStudyView) {
  const external = [
    { label: articleUi.code, url: view.githubUrl, icon: 'github' as const },
    ...(view.demoUrl ? [{ label: articleUi.site, url: view.demoUrl, icon: 'external' as const }] : []),
    ...view.links.map((link) => ({ ...link, icon: 'external' as const })),
  ];
  return (
    <article className={articleClass(view.contents)} aria-labelledby={ARTICLE_TITLE_ID}>
      <header className="article__header">
        <p className="article__kicker">
          <BackLink to={view.projectsPath} label={articleUi.backToProjects} className="article__back-link" />
          <span className="article__kind">
            {articleUi.caseStudy} · {articleUi.readingTime(view.readingMinutes)}
          </span>
        </p>
        <h1 id={ARTICLE_TITLE_ID} className="article__title" tabIndex={-1}>
          {view.title}
        </h1>
        <p className="article__outcome">{view.outcome}</p>
        <dl className="article__facts">
          <div>
            <dt>{articleUi.role}</dt>
            <dd>{view.role}</dd>
          </div>
          <div>
            <dt>{articleUi.period}</dt>
            <dd>{view.period}</dd>
          </div>
          <div>
            <dt>{articleUi.team}</dt>
            <dd>{articleUi.teamSize(view.team)}</dd>
          </div>
        </dl>
        <TagList label={articleUi.technologies(view.title)}>
          {view.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </TagList>
        <ul className="article__links" aria-label={articleUi.links(view.title)}>
          {external.map((link) => (
            <li key={link.url}>
              <a href={link.url} {...NEW_TAB}>
                <Icon name={link.icon} size={18} />
                {link.label}
                <span className="sr-only">{ui.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </header>
      <ArticleBody
        html={view.bodyHtml}
        afterLead={view.bodyAfterLead}
        contents={view.contents}
        cover={
          view.image && (
            <Image
              className="article__cover"
              src={view.image}
              alt={sectionsUi.projects.screenshot(view.title)}
              layout="cover"
              sizes={IMAGE_LAYOUTS.cover.sizes}
              priority
            />
          )
        }
        neighbours={{
          label: articleUi.otherProjects,
          previous: view.previous && { ...view.previous, word: articleUi.previous },
          next: view.next && { ...view.next, word: articleUi.next },
        }}
        back={{ to: view.projectsPath, label: articleUi.backToProjects }}
      />
    </article>
  );
}
