import { owner as siteOwner } from 'site:content/owner';
import type { Owner } from '../collections/owner';
import { heroIntro } from 'site:content/texts';
import { buttonClass, NEW_TAB } from '../components/Button';
import { Icon } from '../components/Icon';
import { headingId, Section, type SectionProps } from '../components/Section';
import { SectionLink } from '../components/SectionLink';
import { track } from '../lib/analytics';
import { sitePath } from '../lib/sitePath';
import { ui } from '../catalogues';

const LOGO_SIZE = 360;
/** Where the hero shows the logo; hero.css has the same breakpoint. */
const WIDE_SCREEN = '(min-width: 1024px)';
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Where the owner is, whether they take work, and their profiles: what a recruiter checks first. */
function HeroFacts({ owner }: { owner: Owner }) {
  const profiles = [
    { id: 'github', label: 'GitHub', href: owner.githubUrl },
    { id: 'linkedin', label: 'LinkedIn', href: owner.linkedinUrl },
  ] as const;
  return (
    <div className="hero__facts">
      <p className="hero__status">
        {owner.availability && (
          <span className="hero__availability">
            <span className="hero__dot" aria-hidden="true" />
            {owner.availability}
          </span>
        )}
        <span className="hero__location">
          <Icon name="location" size={18} />
          {owner.location}
        </span>
      </p>
      <ul className="hero__profiles" aria-label={ui.hero.profiles}>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <a
              className="hero__profile"
              href={profile.href}
              {...NEW_TAB}
              onClick={() => track('click', { category: 'hero', label: profile.id })}
            >
              <Icon name={profile.id} size={18} />
              {profile.label}
              <span className="sr-only">{ui.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HeroSection({ id, owner = siteOwner }: SectionProps & { owner?: Owner }) {
  return (
    <Section id={id} className="hero" innerClassName="hero__inner">
      <div className="hero__text">
        <p className="hero__greeting">{ui.hero.greeting}</p>
        <h1 id={headingId(id)} className="hero__name">
          {owner.name}
        </h1>
        <p className="hero__role">{owner.role}</p>
        <p className="hero__intro">{heroIntro}</p>
        <div className="hero__actions">
          <SectionLink className={buttonClass('primary')} to="meus-projetos" trackAs={{ category: 'hero', label: 'ver_trabalhos' }}>
            {ui.hero.work}
          </SectionLink>
          <SectionLink className={buttonClass('secondary')} to="contato" trackAs={{ category: 'hero', label: 'contato' }}>
            {ui.hero.contact}
          </SectionLink>
        </div>
        <HeroFacts owner={owner} />
      </div>
      {/* CSS shows the variant of the theme, and only from 1024 px: no script, no layout shift.
          Narrower screens never download it (the source's media query), so phones load no SVG
          document for a picture they would not show; the fallback is an empty 1x1 GIF. */}
      {(['light', 'dark'] as const).map((variant) => (
        <picture key={variant} className={`hero__logo hero__logo--${variant}`}>
          <source media={WIDE_SCREEN} srcSet={sitePath(`/images/logo-${variant}.svg`)} />
          <img src={EMPTY_IMAGE} alt="" width={LOGO_SIZE} height={LOGO_SIZE} decoding="async" />
        </picture>
      ))}
    </Section>
  );
}
