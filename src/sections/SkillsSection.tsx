import { skills as siteSkills } from 'site:content/skills';
import type { Skill } from '../collections/skills';
import { FilterBar } from '../components/FilterBar';
import { Card } from '../components/Card';
import { Section, SectionHeading, type SectionProps } from '../components/Section';
import { SkillBar } from '../components/SkillBar';
import { useAddressFilter } from '../hooks/useAddressFilter';
import { filterSkills, groupSkills, offeredSkillFilters, skillBarDelay, skillFilters, skillGroups, type SkillFilter } from '../lib/skills';
import { sectionsUi } from '../catalogues/sections';

function SkillList({ skills, groupDelayMs }: { skills: readonly Skill[]; groupDelayMs: number }) {
  return (
    <ul className="skill-list">
      {skills.map((skill, index) => (
        <SkillBar key={skill.id} name={skill.name} percentage={skill.percentage} delayMs={skillBarDelay(index, groupDelayMs)} />
      ))}
    </ul>
  );
}

export function SkillsSection({ id, skills = siteSkills }: SectionProps & { skills?: readonly Skill[] }) {
  const filters = offeredSkillFilters(skills, skillFilters);
  // An address naming a category without skills (`?skills=integrations`) shows them all.
  const [filter, choose] = useAddressFilter<SkillFilter>('skills', 'all', filters, 'skill_filter');
  const visible = filterSkills(skills, filter);

  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title={sectionsUi.skills.title}>
        {sectionsUi.skills.intro}
      </SectionHeading>
      <FilterBar label={sectionsUi.skills.filter} options={filters} value={filter} onChange={choose} />
      {/* The key restarts the bars whenever the filter changes. */}
      <div key={filter} className="skills">
        {visible.length === 0 && <p className="empty-state">{sectionsUi.skills.empty}</p>}
        {filter === 'all'
          ? groupSkills(visible, skillGroups).map(({ group, skills }) => (
              <Card key={group.category} className="skill-group">
                <h3 className="skill-group__title">{group.title}</h3>
                <SkillList skills={skills} groupDelayMs={group.delayMs} />
              </Card>
            ))
          : visible.length > 0 && (
              <Card className="skill-group">
                <SkillList skills={visible} groupDelayMs={0} />
              </Card>
            )}
      </div>
    </Section>
  );
}
