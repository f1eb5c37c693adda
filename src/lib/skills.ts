import type { Skill, SkillCategory } from '../content/types';

export const SKILL_BAR_STEPS = 30;
export const SKILL_BAR_START_DELAY_MS = 200;
export const SKILL_STAGGER_MS = 100;
export const SKILL_BAR_STEP_MS = 25;

export type SkillFilter = 'all' | SkillCategory;

export const skillFilters: { value: SkillFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'frontend', label: 'Frontend' },
  { value: 'backend', label: 'Backend' },
  { value: 'database', label: 'Database' },
  { value: 'tools', label: 'Ferramentas' },
  { value: 'integrations', label: 'Integrações' },
];

/** Group titles shown under 'Todas'; 'mobile' has no skills yet and so stays hidden until one is added. */
export const skillGroups: { category: SkillCategory | 'mobile'; title: string; delayMs: number }[] = [
  { category: 'frontend', title: 'Frontend', delayMs: 100 },
  { category: 'backend', title: 'Backend', delayMs: 150 },
  { category: 'database', title: 'Database', delayMs: 200 },
  { category: 'tools', title: 'Ferramentas', delayMs: 250 },
  { category: 'mobile', title: 'Mobile', delayMs: 300 },
];

/** The bar's value after `step` of SKILL_BAR_STEPS steps, ending exactly on the percentage. */
export function skillBarValue(percentage: number, step: number): number {
  const clamped = Math.min(Math.max(step, 0), SKILL_BAR_STEPS);
  return Math.round((percentage * clamped) / SKILL_BAR_STEPS);
}

export function skillBarDelay(indexInGroup: number, groupDelayMs: number): number {
  return SKILL_BAR_START_DELAY_MS + groupDelayMs + indexInGroup * SKILL_STAGGER_MS;
}

export function filterSkills(skills: readonly Skill[], filter: SkillFilter): Skill[] {
  return filter === 'all' ? [...skills] : skills.filter((skill) => skill.category === filter);
}

/** Groups in the given order; groups without skills are left out. */
export function groupSkills<G extends { category: string }>(skills: readonly Skill[], groups: readonly G[]) {
  return groups
    .map((group) => ({ group, skills: skills.filter((skill) => skill.category === group.category) }))
    .filter(({ skills }) => skills.length > 0);
}
