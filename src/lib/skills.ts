import { SKILL_CATEGORIES, type SkillCategory } from '../collections/rules/categories';
import type { Skill } from '../collections/skills';
import { sectionsUi } from '../catalogues/sections';
import { optionsOf } from './options';

export const SKILL_BAR_STEPS = 30;
export const SKILL_BAR_START_DELAY_MS = 200;
export const SKILL_STAGGER_MS = 100;
export const SKILL_BAR_STEP_MS = 25;

export type SkillFilter = 'all' | SkillCategory;

export const skillFilters = optionsOf<SkillFilter>(sectionsUi.skills.filters);

/** The filters worth offering: 'all', and each category that has a skill (a chip that shows nothing leads nowhere). */
export function offeredSkillFilters<O extends { value: SkillFilter }>(skills: readonly Skill[], filters: readonly O[]): O[] {
  return filters.filter(({ value }) => value === 'all' || skills.some((skill) => skill.category === value));
}

/** The first group's bars start after this; each next group's 50 ms later. */
const FIRST_GROUP_DELAY_MS = 100;
const GROUP_STAGGER_MS = 50;

/**
 * What 'Todas' groups by, in order: every category the content schema allows (a skill of a category
 * without its group would be shown nowhere), then 'mobile', a title of the specification that no skill
 * can have yet and so stays hidden.
 */
const SKILL_GROUP_CATEGORIES = [...SKILL_CATEGORIES, 'mobile'] as const;

/** Group titles shown under 'Todas'; a category without its title in the catalogue fails the type check. */
export const skillGroups = SKILL_GROUP_CATEGORIES.map((category, index) => ({
  category,
  title: sectionsUi.skills.groups[category],
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
