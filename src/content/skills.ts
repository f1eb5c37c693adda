import type { Skill, SkillCategory } from './types';

export const skills: Skill[] = [
  { id: 'javascript', name: 'JavaScript', percentage: 95, category: 'frontend' },
  { id: 'html', name: 'HTML5', percentage: 90, category: 'frontend' },
  { id: 'css', name: 'CSS3', percentage: 90, category: 'frontend' },
  { id: 'react', name: 'React', percentage: 90, category: 'frontend' },
  { id: 'typescript', name: 'TypeScript', percentage: 85, category: 'frontend' },
  { id: 'tailwind', name: 'Tailwind CSS', percentage: 85, category: 'frontend' },
  { id: 'nextjs', name: 'Next.js', percentage: 70, category: 'frontend' },
  { id: 'vue', name: 'Vue.js', percentage: 30, category: 'frontend' },
  { id: 'nodejs', name: 'Node.js', percentage: 85, category: 'backend' },
  { id: 'rest', name: 'APIs REST', percentage: 85, category: 'backend' },
  { id: 'express', name: 'Express', percentage: 80, category: 'backend' },
  { id: 'python', name: 'Python', percentage: 70, category: 'backend' },
  { id: 'django', name: 'Django', percentage: 60, category: 'backend' },
  { id: 'nestjs', name: 'NestJS', percentage: 50, category: 'backend' },
  { id: 'postgresql', name: 'PostgreSQL', percentage: 75, category: 'database' },
  { id: 'mongodb', name: 'MongoDB', percentage: 75, category: 'database' },
  { id: 'mysql', name: 'MySQL', percentage: 65, category: 'database' },
  { id: 'redis', name: 'Redis', percentage: 45, category: 'database' },
  { id: 'git', name: 'Git', percentage: 95, category: 'tools' },
  { id: 'linux', name: 'Linux', percentage: 70, category: 'tools' },
  { id: 'docker', name: 'Docker', percentage: 65, category: 'tools' },
  { id: 'jest', name: 'Jest', percentage: 60, category: 'tools' },
  { id: 'figma', name: 'Figma', percentage: 55, category: 'tools' },
];

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
