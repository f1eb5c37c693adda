import type { Skill, SkillCategory } from '../content/types';
import { sectionsUi } from '../catalogues/sections';
import { optionsOf } from './options';

export const SKILL_BAR_STEPS = 30;
export const SKILL_BAR_START_DELAY_MS = 200;
export const SKILL_STAGGER_MS = 100;
export const SKILL_BAR_STEP_MS = 25;

export type SkillFilter = 'all' | SkillCategory;

export const skillFilters = optionsOf<SkillFilter>(sectionsUi.skills.filters);

/** The first group's bars start after this; each next group's 50 ms later. */
const FIRST_GROUP_DELAY_MS = 100;
const GROUP_STAGGER_MS = 50;

/** Group titles shown under 'Todas', in order; 'mobile' has no skills yet and so stays hidden until one is added. */
export const skillGroups: { category: SkillCategory | 'mobile'; title: string; delayMs: number }[] = Object.entries(
  sectionsUi.skills.groups,
).map(([category, title], index) => ({
  category: category as SkillCategory | 'mobile',
  title,
  delayMs: FIRST_GROUP_DELAY_MS + index * GROUP_STAGGER_MS,
}));

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
