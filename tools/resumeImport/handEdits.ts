/**
 * A new import of the same owner (the same name or e-mail as the folder's) keeps what the owner completed
 * by hand and a résumé does not hold: each value the import would have assumed, which it lists for the
 * owner to complete (a photo, a project's picture and categories, a skill's percentage, the
 * availability…), is taken from the folder where the folder has it, and is listed as kept instead.
 */
import type { Problem } from '../content/problems';
import type { SiteContent } from '../content/source';
import type { ImportedContent } from './mapContent';

type Entry = Record<string, unknown>;

export const isSameOwner = (content: ImportedContent, existing: SiteContent) =>
  content.owner.name === existing.owner.name || content.owner.email === existing.owner.email;

/** The folder's entry that a list entry of the import stands for: a project by its id, a skill by its name. */
function counterpart(content: ImportedContent, existing: SiteContent, list: string, index: number): Entry | undefined {
  if (list === 'projects') return existing.projects.find((project) => project.id === content.projects[index]?.id);
  if (list === 'skills') {
    const name = content.skills[index]?.name.toLowerCase();
    return existing.skills.find((skill) => skill.name.toLowerCase() === name);
  }
  return undefined;
}

/** The entry of the import and of the folder a note's field is in, and the field's name. */
function placeOf(note: Problem, content: ImportedContent, existing: SiteContent): [Entry, Entry | undefined, string] | undefined {
  const file = note.file.replace(/\.yaml$/, '');
  const item = /^(projects|skills)\[(\d+)\]\.(\w+)$/.exec(note.path ?? '');
  if (item) {
    const list = content[item[1] as 'projects' | 'skills'] as unknown as Entry[];
    return [list[Number(item[2])], counterpart(content, existing, item[1], Number(item[2])), item[3]];
  }
  if (file === 'owner' && note.path) return [content.owner, existing.owner, note.path];
  if ((file === 'texts' || file === 'technologies') && note.path) return [content, existing, note.path];
  return undefined;
}

/** The import's content with the folder's values where the import assumed one; the notes left, and the fields kept. */
export function keepHandEdits(
  content: ImportedContent,
  toComplete: readonly Problem[],
  existing: SiteContent,
): { content: ImportedContent; toComplete: Problem[]; kept: Problem[] } {
  const merged = structuredClone(content);
  const left: Problem[] = [];
  const kept: Problem[] = [];
  for (const note of toComplete) {
    const place = placeOf(note, merged, existing);
    const value = place?.[1]?.[place[2]];
    if (!place || value === undefined || value === '') {
      left.push(note);
      continue;
    }
    place[0][place[2]] = structuredClone(value);
    kept.push({ ...note, message: 'mantido como estava no conteúdo: o currículo não tem este dado' });
  }
  return { content: merged, toComplete: left, kept };
}
