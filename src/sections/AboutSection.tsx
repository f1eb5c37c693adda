import { owner } from '../content/owner';
import { mainTechnologies } from '../content/technologies';
import { biography } from '../content/texts';
import { Image } from '../components/Image';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading } from '../components/SectionHeading';

export function AboutSection() {
  return (
    <Section id="sobre-mim">
      <SectionHeading sectionId="sobre-mim" title="Sobre Mim" />
      <Reveal className="about">
        <Image className="about__photo" src={owner.photo} alt={`Retrato de ${owner.name}`} layout="portrait" />
        <div className="about__text">
          {biography.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Reveal>
      <Reveal>
        <h3 className="subheading">Principais Tecnologias</h3>
        <ul className="tech-grid">
          {mainTechnologies.map((technology) => (
            <li key={technology} className="card tech-grid__item">
              <span className="tech-grid__mark" aria-hidden="true">
                {technology.slice(0, 2)}
              </span>
              {technology}
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
