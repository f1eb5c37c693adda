// The projects (src/content/projects.yaml): the projects section's cards, the case studies' subjects.
import { z } from 'zod';
import { PROJECT_CATEGORIES } from './categories';
import * as field from './fields';
import { byId, exactly, notTranslated, text, translationFile } from './translated';

/** Only a project in progress may lack a demo: the card shows 'Em Breve' instead. */
function demoUnlessInProgress(project: { demoUrl?: unknown; categories?: unknown }, context: z.RefinementCtx) {
  const inProgress = Array.isArray(project.categories) && project.categories.includes('progress');
  if (project.demoUrl === '' && !inProgress) {
    context.addIssue({ code: 'custom', path: ['demoUrl'], message: 'só pode ficar vazio em projeto com a categoria "progress"' });
  }
}

const project = (files: field.StaticFiles) =>
  z
    .strictObject({
      id: field.slug,
      title: field.text,
      description: field.text,
      image: field
        .staticImage(files)
        .describe('Path of the cover image under static/ (JPEG, PNG, WebP, AVIF or SVG, any size); empty renders none.'),
      tags: field.texts,
      categories: z.array(field.oneOf(PROJECT_CATEGORIES)).min(1, 'escolha pelo menos uma categoria'),
      githubUrl: field.httpsUrl,
      demoUrl: field.optionalHttpsUrl.describe('Empty while the project is in progress.'),
    })
    .superRefine(demoUnlessInProgress, field.ALWAYS);

export const projectsFile = (files: field.StaticFiles) => z.strictObject({ projects: field.collection('projects', project(files)) });

export type Project = z.infer<ReturnType<typeof project>>;

/** Its translation, by project id: the title and the description in English. */
export const projectsTranslationFile = (ids?: readonly string[]) =>
  translationFile('projects', {
    projects: byId('projects', ids, exactly({ title: text, description: text }, notTranslated('projects'))),
  });

export type ProjectTranslations = Record<string, Pick<Project, 'title' | 'description'>>;
