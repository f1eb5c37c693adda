import type { Skill } from '../content/types';
import type { SkillFilter } from '../content/skills';

export const SKILL_BAR_STEPS = 30;
export const SKILL_BAR_START_DELAY_MS = 200;
export const SKILL_STAGGER_MS = 100;
export const SKILL_BAR_STEP_MS = 25;

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
