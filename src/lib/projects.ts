import type { ProjectCategory } from '../collections/rules/categories';
import type { Project } from '../collections/projects';
import { sectionsUi } from '../catalogues/sections';
import { optionsOf } from './options';

export const MAX_VISIBLE_TAGS = 6;
export const SKELETON_COUNT = 6;
export const INITIAL_LOAD_MS = 2000;

export type ProjectFilter = 'todos' | ProjectCategory;

export const projectFilters = optionsOf<ProjectFilter>(sectionsUi.projects.filters);

export function filterProjects(projects: readonly Project[], filter: ProjectFilter): Project[] {
  return filter === 'todos' ? [...projects] : projects.filter((project) => project.categories.includes(filter));
}

export function splitTags(tags: readonly string[], max = MAX_VISIBLE_TAGS): { visible: string[]; hidden: number } {
  return { visible: tags.slice(0, max), hidden: Math.max(tags.length - max, 0) };
}

export function isInProgress(project: Project): boolean {
  return project.categories.includes('progress');
}
