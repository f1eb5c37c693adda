import { owner } from '../content/owner';
import { heroIntro } from '../content/texts';
import { buttonClass } from '../components/Button';
import { headingId, Section, type SectionProps } from '../components/SectionHeading';
import { SectionLink } from '../components/SectionLink';

const LOGO_SIZE = 360;

export function HeroSection({ id }: SectionProps) {
  return (
    <Section id={id} className="hero" innerClassName="hero__inner">
      <div className="hero__text">
        <p className="hero__greeting">Olá, eu sou</p>
        <h1 id={headingId(id)} className="hero__name">
          {owner.name}
        </h1>
        <p className="hero__role">{owner.role}</p>
        <p className="hero__intro">{heroIntro}</p>
        <div className="hero__actions">
          <SectionLink className={buttonClass('primary')} to="meus-projetos" trackAs={{ category: 'hero', label: 'ver_trabalhos' }}>
            Ver Trabalhos
          </SectionLink>
          <SectionLink className={buttonClass('secondary')} to="contato" trackAs={{ category: 'hero', label: 'contato' }}>
            Contato
          </SectionLink>
        </div>
      </div>
      {/* CSS shows the variant of the theme, and only from 1024 px: no script, no layout shift. */}
      {(['light', 'dark'] as const).map((variant) => (
        <img
          key={variant}
          className={`hero__logo hero__logo--${variant}`}
          src={`/images/logo-${variant}.svg`}
          alt=""
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          decoding="async"
        />
      ))}
    </Section>
  );
}
