import { experiences } from 'site:content/experiences';
import { ExperienceTimeline } from '../components/ExperienceTimeline';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading, type SectionProps } from '../components/Section';
import { sectionsUi } from '../catalogues/sections';

export function ExperienceSection({ id }: SectionProps) {
  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title={sectionsUi.experience.title}>
        {sectionsUi.experience.intro}
      </SectionHeading>
      <Reveal>
        <ExperienceTimeline experiences={experiences} />
      </Reveal>
    </Section>
  );
}
