import { experiences } from '../content/experiences';
import { ExperienceTimeline } from '../components/ExperienceTimeline';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading, type SectionProps } from '../components/Section';
import { ui } from '../catalogues';

export function ExperienceSection({ id }: SectionProps) {
  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title={ui.experience.title}>
        {ui.experience.intro}
      </SectionHeading>
      <Reveal>
        <ExperienceTimeline experiences={experiences} />
      </Reveal>
    </Section>
  );
}
