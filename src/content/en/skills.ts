import type { SkillTranslations } from '../types';

// Only the skills whose name changes in English (by id, src/content/skills.ts).
export const skills: SkillTranslations = {
  rest: { name: 'REST APIs' },
};
