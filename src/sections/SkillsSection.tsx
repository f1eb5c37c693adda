import { useState } from 'react';
import { skills as siteSkills } from '../content/skills';
import type { Skill } from '../content/types';
import { FilterBar } from '../components/FilterBar';
import { Section, SectionHeading } from '../components/SectionHeading';
import { SkillBar } from '../components/SkillBar';
import { track } from '../lib/analytics';
import { filterSkills, groupSkills, skillBarDelay, skillFilters, skillGroups, type SkillFilter } from '../lib/skills';

export const EMPTY_SKILLS_MESSAGE = 'Nenhuma habilidade encontrada para esta categoria.';

function SkillList({ skills, groupDelayMs }: { skills: readonly Skill[]; groupDelayMs: number }) {
  return (
    <ul className="skill-list">
      {skills.map((skill, index) => (
        <SkillBar key={skill.id} name={skill.name} percentage={skill.percentage} delayMs={skillBarDelay(index, groupDelayMs)} />
      ))}
    </ul>
  );
}

export function SkillsSection({ skills = siteSkills }: { skills?: readonly Skill[] }) {
  const [filter, setFilter] = useState<SkillFilter>('all');
  const visible = filterSkills(skills, filter);

  const choose = (value: SkillFilter) => {
    setFilter(value);
    track('click', { category: 'skill_filter', label: value });
  };

  return (
    <Section id="habilidades-tecnicas">
      <SectionHeading sectionId="habilidades-tecnicas" title="Habilidades Técnicas">
        O que uso no dia a dia e o quanto domino cada ferramenta.
      </SectionHeading>
      <FilterBar label="Filtrar habilidades por categoria" options={skillFilters} value={filter} onChange={choose} />
      {/* The key restarts the bars whenever the filter changes. */}
      <div key={filter} className="skills">
        {visible.length === 0 && <p className="empty-state">{EMPTY_SKILLS_MESSAGE}</p>}
        {filter === 'all'
          ? groupSkills(visible, skillGroups).map(({ group, skills }) => (
              <div key={group.category} className="card skill-group">
                <h3 className="skill-group__title">{group.title}</h3>
                <SkillList skills={skills} groupDelayMs={group.delayMs} />
              </div>
            ))
          : visible.length > 0 && (
              <div className="card skill-group">
                <SkillList skills={visible} groupDelayMs={0} />
              </div>
            )}
      </div>
    </Section>
  );
}
