/**
 * The fields of an English data file's entry named as the Portuguese file's: the labels, hints and long
 * texts' areas are written once, on the Portuguese schema (`.meta()`, src/collections/), and an English
 * file by id (`projects: { agenda-facil: { title, description } }`) names each id as its Portuguese item.
 */
import type { EditorField } from './fields';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The Portuguese item of this id in a list, and what it is called: its title, name or menu label. */
function itemOf(items: readonly unknown[], id: string): { item: unknown; label: string } {
  const item = items.find((candidate) => isRecord(candidate) && candidate.id === id);
  const shown = isRecord(item) ? [item.title, item.name, item.label].find((value) => typeof value === 'string') : undefined;
  return { item, label: typeof shown === 'string' ? shown : id };
}

/**
 * The English file's fields as the Portuguese file's name and explain them (its schema says it once):
 * the label, the hint and a long text's area; a field by id is called as its Portuguese item.
 * `data`: the Portuguese value at the same place.
 */
export function namedAs(english: readonly EditorField[], portuguese: readonly EditorField[], data: unknown): EditorField[] {
  return english.map((field) => {
    const twin = portuguese.find(({ name }) => name === field.name);
    if (!twin) return field;
    const value = isRecord(data) ? data[field.name] : undefined;
    const named: EditorField = {
      ...field,
      label: twin.label,
      ...(twin.hint ? { hint: twin.hint } : {}),
      ...(field.widget === 'string' && twin.widget === 'text' ? { widget: 'text' } : {}),
    };
    if (field.fields && twin.widget === 'list' && field.widget === 'object' && Array.isArray(value))
      return {
        ...named,
        fields: field.fields.map((entry) => {
          const { item, label } = itemOf(value as unknown[], entry.name);
          return entry.fields ? { ...entry, label, fields: namedAs(entry.fields, twin.fields ?? [], item) } : { ...entry, label };
        }),
      };
    if (field.fields) return { ...named, fields: namedAs(field.fields, twin.fields ?? [], Array.isArray(value) ? undefined : value) };
    if (field.field && twin.field) return { ...named, field: { ...field.field, label: twin.field.label } };
    return named;
  });
}
