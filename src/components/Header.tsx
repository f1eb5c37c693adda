import { useEffect, useRef, useState } from 'react';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { useOverflowing } from '../hooks/useOverflowing';
import { usePublishedHeight } from '../hooks/usePublishedHeight';
import { useActiveSection, useSectionNavigation } from '../hooks/useSectionNavigation';
import { track } from '../lib/analytics';
import { classNames } from '../lib/classNames';
import { onPlainLeftClick } from '../lib/clicks';
import { navigate } from '../lib/router';
import { config } from '../lib/config';
import { pagePath } from '../lib/sitePath';
import type { Section } from '../collections/navigation';
import { useLocation } from '../hooks/useLocation';
import { EditionLink } from '../app/buildParts';
import { Icon } from './Icon';
import { SearchButton } from './SearchButton';
import { ThemeToggle } from './ThemeToggle';
import { ui } from '../catalogues';

/**
 * The header takes its scrolled style once the page is scrolled more than this. Defined where it is
 * used: esbuild inlines a constant only within its module, and the page's script is at its byte budget.
 */
export const HEADER_SCROLLED_THRESHOLD_PX = 10;
export const HEADER_ID = 'site-header';
const MENU_ID = 'menu-principal';

export interface HeaderProps {
  logoText: string;
  /** The home page's sections: on another page, the header's links lead to them there. */
  homeSections?: readonly Section[];
  variant?: 'default' | 'transparent';
  disabled?: boolean;
}

/**
 * The fixed top bar: logo, the page's section navigation (a menu on mobile) with the link to the
 * other edition when the site has two, the search and the theme toggle.
 */
export function Header({ logoText, homeSections = [], variant = 'default', disabled = false }: HeaderProps) {
  const { sections, goToSection, sectionHref } = useSectionNavigation();
  const active = useActiveSection();
  // On another page (a case study) the links lead to the home page's sections, and none is current.
  const onHome = sections.length > 0;
  const entries = onHome ? sections : homeSections;
  const pathname = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast(HEADER_SCROLLED_THRESHOLD_PX);
  const header = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const compact = useOverflowing(nav, list);
  // The body's top padding and the header offset follow the header's real height (a larger font, a wrapped line).
  usePublishedHeight(header, '--header-block-size', { designed: '--header-height' });

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    // A pointer or the keyboard's focus moving on to the page closes the menu: the open panel would
    // cover what the visitor goes to.
    const onOutside = (event: Event) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [menuOpen]);

  // Disabled, a click does nothing at all (the link is not followed either).
  const onLinkClick = (action: () => void) =>
    onPlainLeftClick(() => {
      if (disabled) return;
      setMenuOpen(false);
      action();
    });
  /** A section's link, or with `page` a page's (the notes'). */
  const follow = (id: string, page?: string) =>
    onLinkClick(() => {
      track('click', { category: 'navigation', label: id });
      if (page) navigate(page);
      else goToSection(id);
    });

  const first = sections[0];
  return (
    <header
      ref={header}
      id={HEADER_ID}
      className={classNames(
        'header',
        `header--${variant}`,
        scrolled && 'header--scrolled',
        disabled && 'header--disabled',
        compact && 'header--compact',
      )}
    >
      {/* The open menu's scrim: the page under the panel recedes, and a tap on it closes the menu (Escape
          is its key). Before the panel, so the panel is drawn over it. */}
      {menuOpen && <div className="header__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="header__inner container">
        {/* The logo leads to the first section, or home on a page without sections. */}
        <a
          className="header__logo"
          href={first ? sectionHref(first.id) : pagePath('/')}
          aria-label={`${logoText} ${ui.header.home}`}
          onClick={first ? follow(first.id) : onLinkClick(() => navigate('/'))}
        >
          {logoText}
        </a>
        {/* The menu button comes right before the list it opens, so focus moves into it next. */}
        <nav ref={nav} className="header__nav" aria-label={ui.header.navigation}>
          {entries.length > 0 && (
            <button
              ref={menuButton}
              type="button"
              className="icon-button header__menu-button"
              aria-label={ui.header.menu}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => !disabled && setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} />
            </button>
          )}
          <ul ref={list} id={MENU_ID} className={classNames('nav-list', menuOpen && 'nav-list--open')}>
            {entries.map((section) => (
              <li key={section.id}>
                <a
                  className="nav-list__link"
                  href={sectionHref(section.id)}
                  aria-current={onHome && section.id === active ? 'true' : undefined}
                  onClick={follow(section.id)}
                >
                  {section.label}
                </a>
              </li>
            ))}
            {config.notes && (
              <li className="nav-list__page">
                {/* A page, not a section: after the page's sections, current on the notes' pages. */}
                <a
                  className="nav-list__link"
                  href={pagePath(config.notes)}
                  aria-current={`${pathname}/`.startsWith(config.notes) ? 'page' : undefined}
                  onClick={follow('notas', config.notes)}
                >
                  {ui.header.notes}
                </a>
              </li>
            )}
            {EditionLink && <EditionLink />}
          </ul>
        </nav>
        <SearchButton />
        <ThemeToggle disabled={disabled} />
      </div>
    </header>
  );
}
