import { experiences } from '../content/experiences';
import { ExperienceTimeline } from '../components/ExperienceTimeline';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading } from '../components/SectionHeading';

export function ExperienceSection() {
  return (
    <Section id="experiencia">
      <SectionHeading sectionId="experiencia" title="Experiência">
        Minha trajetória até aqui.
      </SectionHeading>
      <Reveal>
        <ExperienceTimeline experiences={experiences} />
      </Reveal>
    </Section>
  );
}
