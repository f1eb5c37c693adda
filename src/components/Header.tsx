import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { Section } from '../content/types';
import { useScrolledPast } from '../hooks/useBrowserState';
import { classNames } from '../lib/classNames';
import { isPlainLeftClick } from '../lib/router';
import { HEADER_ID } from '../lib/scroll';
import { sitePath } from '../lib/sitePath';
import { Icon } from './Icon';
import { ThemeToggle } from './ThemeToggle';

export const SCROLLED_THRESHOLD = 10;
const MENU_ID = 'menu-principal';

export interface HeaderProps {
  logoText: string;
  sections: readonly Section[];
  active: string | null;
  onNavigate: (id: string) => void;
  /** With no sections, the logo leads here instead. */
  onLogoWithoutSections: () => void;
  variant?: 'default' | 'transparent';
  disabled?: boolean;
}

/** Keeps the body's top padding equal to the fixed header's measured height. */
function useBodyOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const apply = () => {
      document.body.style.paddingTop = `${element.offsetHeight}px`;
    };
    const reset = () => {
      document.body.style.paddingTop = '';
    };
    if (typeof ResizeObserver === 'function') {
      // Its first report comes after the next layout: no layout forced during hydration.
      const observer = new ResizeObserver(apply);
      observer.observe(element);
      return () => {
        observer.disconnect();
        reset();
      };
    }
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      reset();
    };
  }, [header]);
}

export function Header({
  logoText,
  sections,
  active,
  onNavigate,
  onLogoWithoutSections,
  variant = 'default',
  disabled = false,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useBodyOffset(header);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const follow = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (disabled) return;
    setMenuOpen(false);
    onNavigate(id);
  };

  const first = sections[0];
  return (
    <header
      ref={header}
      id={HEADER_ID}
      className={classNames('header', `header--${variant}`, scrolled && 'header--scrolled', disabled && 'header--disabled')}
    >
      <div className="header__inner container">
        <a
          className="header__logo"
          href={first ? `#${first.id}` : sitePath('/')}
          aria-label={`${logoText} Voltar ao início`}
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            if (disabled) return;
            setMenuOpen(false);
            if (first) onNavigate(first.id);
            else onLogoWithoutSections();
          }}
        >
          {logoText}
        </a>
        {/* The menu button comes right before the list it opens, so focus moves into it next. */}
        <nav className="header__nav" aria-label="Navegação principal">
          {sections.length > 0 && (
            <button
              ref={menuButton}
              type="button"
              className="icon-button header__menu-button"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => !disabled && setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} />
            </button>
          )}
          <ul id={MENU_ID} className={classNames('nav-list', menuOpen && 'nav-list--open')}>
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  className="nav-list__link"
                  href={`#${section.id}`}
                  aria-current={section.id === active ? 'true' : undefined}
                  onClick={follow(section.id)}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle disabled={disabled} />
      </div>
    </header>
  );
}
