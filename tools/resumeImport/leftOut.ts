// What of a résumé the site has no place for: whole sections (awards, volunteer…), and the fields of the
// sections it reads that it does not show. Listed so the owner knows, never a reason to refuse a résumé.
import type { Problem } from '../content/problems';
import { categoryOf } from './mapLists';
import { siteNetwork } from './mapOwner';

/** The fields read of each section's entries. */
const READ: Record<string, readonly string[]> = {
  basics: ['name', 'label', 'email', 'phone', 'image', 'summary', 'location', 'profiles'],
  work: ['name', 'position', 'startDate', 'endDate', 'summary', 'highlights', 'keywords'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate'],
  projects: ['name', 'description', 'highlights', 'keywords', 'url'],
  skills: ['name', 'level', 'keywords'],
  languages: ['language', 'fluency'],
};
const READ_OF_LOCATION = ['city', 'region', 'countryCode'];
/** About the file, not its owner. */
const ABOUT_THE_FILE = ['$schema', 'meta'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.keys(value).length === 0);

/** The keys of these entries, but those read, that hold something. */
const unreadKeys = (entries: readonly unknown[], read: readonly string[]) => [
  ...new Set(
    entries.flatMap((entry) => (isRecord(entry) ? Object.keys(entry).filter((key) => !read.includes(key) && !isEmpty(entry[key])) : [])),
  ),
];

/** `file` is the résumé's, as the owner names it. */
export function leftOut(raw: Record<string, unknown>, file: string): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, unused: readonly string[], why = '') => {
    if (unused.length > 0) problems.push({ file, path, message: `não usados: ${unused.join(', ')}${why}` });
  };
  for (const [section, value] of Object.entries(raw)) {
    if (ABOUT_THE_FILE.includes(section) || isEmpty(value)) continue;
    const read = READ[section];
    if (!read) {
      const entries = Array.isArray(value) ? ` (${value.length === 1 ? '1 entrada' : `${value.length} entradas`})` : '';
      problems.push({ file, path: section, message: `não usado: o site não tem esta seção${entries}` });
    } else add(Array.isArray(value) ? `${section}[]` : section, unreadKeys([value].flat(), read));
    if (section === 'basics' && isRecord(value)) {
      add('basics.location', unreadKeys([value.location], READ_OF_LOCATION));
      // The résumé passed its schema: a profile's fields are texts.
      const profiles = (Array.isArray(value.profiles) ? value.profiles : []) as Parameters<typeof siteNetwork>[0][];
      const others = profiles.filter((profile) => !siteNetwork(profile)).map((profile) => profile.network ?? profile.url ?? '?');
      add('basics.profiles', others, ' (o site mostra GitHub e LinkedIn)');
    }
  }
  // A skill's keywords are its technologies; the site shows the skill by its name. A group's are its skills.
  (Array.isArray(raw.skills) ? raw.skills : []).forEach((entry: unknown, index) => {
    if (!isRecord(entry) || !Array.isArray(entry.keywords) || typeof entry.name !== 'string' || categoryOf(entry.name)) return;
    add(`skills[${index}].keywords`, entry.keywords.filter(Boolean) as string[], ` (o site mostra "${entry.name}" pelo nome)`);
  });
  return problems;
}
