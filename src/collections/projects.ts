// The projects (src/content/projects.yaml): the projects section's cards, the case studies' subjects.
import { z } from 'zod';
import { PROJECT_CATEGORIES } from './rules/categories';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

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
      id: field.slug.meta({
        title: 'Identificador',
        description: 'O endereço da página do projeto (/projetos/meu-projeto) e o nome do seu estudo de caso.',
      }),
      title: field.text.meta({ title: 'Título', translatable: true }),
      description: field.longText.meta({ title: 'Descrição', translatable: true }),
      image: field.staticImage(files).meta({
        title: 'Imagem de capa',
        description: 'JPEG, PNG, WebP, AVIF ou SVG, de qualquer tamanho. O texto alternativo é feito do título. Vazio, não aparece imagem.',
      }),
      tags: field.texts('Etiqueta').meta({ title: 'Etiquetas', description: 'Aparecem no cartão do projeto (ex.: React, Node.js).' }),
      categories: z
        .array(field.oneOf(PROJECT_CATEGORIES))
        .min(1, 'escolha pelo menos uma categoria')
        .meta({ title: 'Categorias', description: 'Os filtros da seção; "progress" marca um projeto em andamento.' }),
      githubUrl: field.httpsUrl.meta({ title: 'Link do GitHub' }),
      demoUrl: field.optionalHttpsUrl.meta({ title: 'Link da demonstração', description: 'Vazio enquanto o projeto está em andamento.' }),
    })
    .superRefine(demoUnlessInProgress, field.ALWAYS);

export const projectsFile = (files: field.StaticFiles) =>
  z.strictObject({ projects: field.collection('projects', project(files)).meta({ title: 'Projetos' }) });

export type Project = z.infer<ReturnType<typeof project>>;

export const collection = defineCollection({
  file: 'projects',
  label: { 'pt-BR': 'Projetos', en: 'Projects' },
  labelSingular: { 'pt-BR': 'Projeto', en: 'Project' },
  schema: projectsFile,
});

/** What the page imports from `site:content/projects`. */
export declare const { projects }: z.output<ReturnType<typeof projectsFile>>;
