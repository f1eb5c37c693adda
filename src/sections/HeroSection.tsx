import type { MouseEvent } from 'react';
import { owner } from '../content/owner';
import { heroIntro } from '../content/texts';
import { ButtonLink } from '../components/Button';
import { useSectionNavigation } from '../hooks/useSectionNavigation';
import { track } from '../lib/analytics';
import { isPlainLeftClick } from '../lib/router';
import { sitePath } from '../lib/sitePath';

const LOGO_SIZE = 360;

export function HeroSection() {
  const { goToSection } = useSectionNavigation();

  const jump = (id: string, label: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    track('click', { category: 'hero', label });
    goToSection(id);
  };

  return (
    <section id="inicio" className="section hero" aria-labelledby="inicio-titulo">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__greeting">Olá, eu sou</p>
          <h1 id="inicio-titulo" className="hero__name">
            {owner.name}
          </h1>
          <p className="hero__role">{owner.role}</p>
          <p className="hero__intro">{heroIntro}</p>
          <div className="hero__actions">
            <ButtonLink href="#meus-projetos" onClick={jump('meus-projetos', 'ver_trabalhos')}>
              Ver Trabalhos
            </ButtonLink>
            <ButtonLink variant="secondary" href="#contato" onClick={jump('contato', 'contato')}>
              Contato
            </ButtonLink>
          </div>
        </div>
        {/* CSS shows the variant of the theme, and only from 1024 px: no script, no layout shift. */}
        {(['light', 'dark'] as const).map((variant) => (
          <img
            key={variant}
            className={`hero__logo hero__logo--${variant}`}
            src={sitePath(`/images/logo-${variant}.svg`)}
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            decoding="async"
          />
        ))}
      </div>
    </section>
  );
}
