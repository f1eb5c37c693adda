import { useActiveSection, useSectionNavigation } from '../hooks/useSectionNavigation';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { pagePath, sitePath } from '../lib/sitePath';
import { ui } from '../catalogues';

/**
 * The header's link to the same place in the other edition: the same page (`alternate`, the other
 * edition's address of the page made from Markdown being shown), or its home page at the section being
 * read. Only in a build with a translation, which gives `alternate` (src/app/buildParts.tsx).
 */
export function EditionLink({ alternate }: { alternate: string | null | undefined }) {
  const { sections } = useSectionNavigation();
  const active = useActiveSection();
  const onHome = sections.length > 0;
  const otherLanguage = config.languages.find((language) => language !== config.language);
  if (!otherLanguage) return null;
  const href = alternate
    ? sitePath(alternate)
    : pagePath(onHome && active && active !== sections[0]?.id ? `/#${active}` : '/', otherLanguage);
  return (
    <li className="nav-list__edition">
      <a
        className="nav-list__link"
        href={href}
        hrefLang={otherLanguage}
        lang={otherLanguage}
        aria-label={ui.header.otherEdition.label}
        onClick={() => track('click', { category: 'navigation', label: `language:${otherLanguage}` })}
      >
        {/* Named by its label; its word, or where the header is narrow its code (header.css). */}
        <span className="nav-list__long">{ui.header.otherEdition.text}</span>
        <span className="nav-list__short">{ui.header.otherEdition.short}</span>
      </a>
    </li>
  );
}
