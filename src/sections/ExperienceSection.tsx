import { experiences } from '../content/experiences';
import { ExperienceTimeline } from '../components/ExperienceTimeline';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading, type SectionProps } from '../components/Section';

export function ExperienceSection({ id }: SectionProps) {
  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title="Experiência">
        Minha trajetória até aqui.
      </SectionHeading>
      <Reveal>
        <ExperienceTimeline experiences={experiences} />
      </Reveal>
    </Section>
  );
}
