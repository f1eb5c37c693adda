// The categories a project or a skill may have: the page reads them as values (the projects' filters,
// the skills' groups), so they live apart from the schemas, in a file without zod.

export const PROJECT_CATEGORIES = ['frontend', 'backend', 'fullstack', 'progress'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const SKILL_CATEGORIES = ['frontend', 'backend', 'database', 'tools', 'integrations'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
