import { owner } from 'site:content/owner';
import { mainTechnologies } from 'site:content/technologies';
import { biography } from 'site:content/texts';
import { Card } from '../components/Card';
import { Image } from '../components/Image';
import { CvLinks } from '../components/CvLinks';
import { Reveal } from '../components/Reveal';
import { TechnologyLogo } from '../components/TechnologyLogo';
import { Section, SectionHeading, type SectionProps } from '../components/Section';
import { ui } from '../catalogues';

export function AboutSection({ id }: SectionProps) {
  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title={ui.about.title} />
      <Reveal className="about">
        <Image className="about__photo" src={owner.photo} alt={ui.about.portrait(owner.name)} layout="portrait" />
        <div className="about__text">
          {biography.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <CvLinks />
        </div>
      </Reveal>
      <Reveal>
        <h3 className="subheading">{ui.about.technologies}</h3>
        <ul className="tech-grid">
          {mainTechnologies.map((technology) => (
            <Card as="li" key={technology} className="tech-grid__item">
              <TechnologyLogo name={technology} />
              {technology}
            </Card>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
