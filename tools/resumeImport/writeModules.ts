/**
 * The source of the content modules an import writes, as the owner would write them: a typed import of
 * src/content/types.ts, one `export const` per export, formatted by Prettier with the repository's settings.
 */
import { join, relative, sep } from 'node:path';
import * as prettier from 'prettier';
import { SITE_CONTENT_DIR } from '../content/source';
import { TRANSLATION_LANGUAGE } from '../content/translation';
import { ROOT } from '../projectPaths';
import type { ImportedContent } from './mapContent';
import type { ImportedTranslation } from './translate';

const HEADER = '// Written by `npm run import:resume` from a JSON Resume: edit it freely; another import replaces it only with --force.';

interface Export {
  name: string;
  /** The type it is declared with, from src/content/types.ts; none leaves it inferred. */
  type?: string;
  value: unknown;
  /** A list the site reads as a tuple of literals (mainTechnologies). */
  asConst?: boolean;
}

/** A value as a TypeScript literal: keys unquoted where they can be, strings left for Prettier to quote. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
    return `{ ${entries.map(([name, item]) => `${key(name)}: ${literal(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** How a module in `dir` imports src/content/types.ts. */
export function typesImport(dir: string): string {
  const path = relative(dir, join(SITE_CONTENT_DIR, 'types')).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

async function moduleSource(exports: readonly Export[], dir: string): Promise<string> {
  const types = exports.flatMap((each) => (each.type ? [each.type.replace(/\[\]$/, '')] : []));
  const imports = types.length > 0 ? [`import type { ${[...new Set(types)].join(', ')} } from '${typesImport(dir)}';`, ''] : [];
  const declarations = exports.map(
    ({ name, type, value, asConst }) => `export const ${name}${type ? `: ${type}` : ''} = ${literal(value)}${asConst ? ' as const' : ''};`,
  );
  const options = await prettier.resolveConfig(join(ROOT, 'src', 'content', 'types.ts'), { config: join(ROOT, '.prettierrc.json') });
  return prettier.format([...imports, HEADER, declarations.join('\n\n')].join('\n'), { ...options, parser: 'typescript' });
}

async function sources(modules: Record<string, Export[]>, dir: string, folder = ''): Promise<Map<string, string>> {
  const entries = Object.entries(modules).map(
    async ([name, exports]) => [`${folder}${name}.ts`, await moduleSource(exports, join(dir, folder))] as const,
  );
  return new Map(await Promise.all(entries));
}

/** The texts module of an edition: the same three texts in each. */
const textsModule = (texts: Pick<ImportedContent, 'heroIntro' | 'biography' | 'siteDescription'>) => [
  { name: 'heroIntro', value: texts.heroIntro },
  { name: 'biography', value: texts.biography },
  { name: 'siteDescription', value: texts.siteDescription },
];

/** The source of each module of the content folder `dir`, by its path there. */
export const contentSources = (content: ImportedContent, dir: string) =>
  sources(
    {
      owner: [{ name: 'owner', type: 'Owner', value: content.owner }],
      texts: textsModule(content),
      experiences: [{ name: 'experiences', type: 'Experience[]', value: content.experiences }],
      projects: [{ name: 'projects', type: 'Project[]', value: content.projects }],
      skills: [{ name: 'skills', type: 'Skill[]', value: content.skills }],
      technologies: [{ name: 'mainTechnologies', value: content.mainTechnologies, asConst: true }],
    },
    dir,
  );

/** The source of each module of the translation of the content folder `dir`, by its path there (`en/owner.ts`). */
export const translationSources = (translation: ImportedTranslation, dir: string) =>
  sources(
    {
      owner: [{ name: 'owner', type: 'OwnerTranslation', value: translation.owner }],
      texts: textsModule(translation),
      experiences: [{ name: 'experiences', type: 'ExperienceTranslations', value: translation.experiences }],
      projects: [{ name: 'projects', type: 'ProjectTranslations', value: translation.projects }],
      skills: [{ name: 'skills', type: 'SkillTranslations', value: translation.skills ?? {} }],
    },
    dir,
    `${TRANSLATION_LANGUAGE}/`,
  );

/** The English menu label of each section the site ships with. */
export const SECTION_LABELS_IN_ENGLISH: Record<string, string> = {
  inicio: 'Home',
  'sobre-mim': 'About',
  'meus-projetos': 'Projects',
  'habilidades-tecnicas': 'Skills',
  experiencia: 'Experience',
  contato: 'Contact',
};

/**
 * The English menu labels and legal texts, for a folder with no English of its own where src/content/
 * has none either: the sections the site ships with in English, any other section and the legal texts
 * as they are in Portuguese, for the owner to translate.
 */
export function untranslatedSources(dir: string, homeSections: readonly { id: string; label: string }[], legal: Record<string, unknown>) {
  const labels = Object.fromEntries(homeSections.map(({ id, label }) => [id, SECTION_LABELS_IN_ENGLISH[id] ?? label]));
  return sources(
    {
      navigation: [{ name: 'homeSections', type: 'SectionLabels', value: labels }],
      legal: Object.entries(legal).map(([name, value]) => ({ name, type: 'LegalText', value })),
    },
    dir,
    `${TRANSLATION_LANGUAGE}/`,
  );
}
