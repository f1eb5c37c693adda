/**
 * The editor's fields (Sveltia CMS widgets) of a data file or a front matter, made from its zod schema's
 * JSON Schema (`z.toJSONSchema`): so a field exists in the editor exactly when the schema has it, labelled
 * and explained as the schema's metadata says (`title`, `description`, in Portuguese, the owner's
 * language), with the widget its value needs: a select for a choice, a number with its bounds, a text
 * area for a long text, a day picker for a date, the build's pattern for an address or an id. Which
 * strings are pictures the JSON Schema cannot say (a picture is a string the schema looks up in the
 * static folder): the caller names them by their paths (`imagePaths`, see ./imageFields.ts).
 */
import { z } from 'zod';

/** The part of a JSON Schema (as zod writes it) that the fields are made from, our own keys among them. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  /** The field's name and help for the owner (zod's `.meta({ title, description })`): its label and its hint. */
  title?: string;
  description?: string;
  pattern?: string;
  patternErrorMessage?: string;
  /** A text of a paragraph or more; a day (src/collections/rules/fields.ts). */
  long?: boolean;
  date?: boolean;
  /** A text the English edition writes in English (tools/content/translatable.ts). */
  translatable?: boolean;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: JsonSchema | boolean;
}

/** One field of Sveltia CMS's configuration (https://sveltiacms.app/en/docs/fields). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  /** Side by side: written in each language, or copied from the Portuguese (tools/admin/editorConfig.ts). */
  i18n?: true | 'duplicate';
  fields?: EditorField[];
  field?: EditorField;
  /** A list's item, as its add button names it ("Adicionar Projeto"; without it, the list's label). */
  label_singular?: string;
  options?: (string | number)[];
  multiple?: true;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  choose_url?: false;
  /** A string's rule, as the build checks it: the regular expression (`/…/u`) and what to do. */
  pattern?: [string, string];
  /** A date field's input: a day alone (`2026-10-14`). */
  type?: 'date';
}

/** The JSON Schema of a zod schema, as the data file is written (the input side of a transform). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A field's path from the file's root: `owner.photo`, `projects[].image`. */
const pathOf = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

/** The bounds zod gives every integer (the safe ones): no bound the owner has to know. */
const bound = (key: 'min' | 'max', value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? {} : { [key]: value };

function stringField(schema: JsonSchema, path: string, imagePaths: ReadonlySet<string>) {
  if (imagePaths.has(path)) return { widget: 'image', choose_url: false } as const;
  if (schema.date) return { widget: 'datetime', type: 'date' } as const;
  // The pattern as Sveltia reads a string with flags: JSON Schema patterns are Unicode ones.
  const pattern = schema.pattern
    ? { pattern: [`/${schema.pattern}/u`, schema.patternErrorMessage ?? 'formato inválido'] as [string, string] }
    : {};
  return { widget: schema.long ? 'text' : 'string', ...pattern };
}

function field(name: string, schema: JsonSchema, path: string, imagePaths: ReadonlySet<string>, parentLabel?: string): EditorField {
  const label = schema.title ?? parentLabel ?? name;
  const common = { name, label, ...(schema.description ? { hint: schema.description } : {}) };
  if (schema.enum) return { ...common, widget: 'select', options: schema.enum };
  switch (schema.type) {
    case 'string':
      return { ...common, ...stringField(schema, path, imagePaths) };
    case 'integer':
    case 'number':
      return {
        ...common,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...bound('min', schema.minimum),
        ...bound('max', schema.maximum),
      };
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'array': {
      const items = schema.items ?? {};
      const min = schema.minItems === undefined ? {} : { min: schema.minItems };
      if (items.enum) return { ...common, widget: 'select', options: items.enum, multiple: true, ...min };
      const itemPath = `${path}[]`;
      // An item its schema names ('Parágrafo') names the add button too.
      const list = { ...common, widget: 'list', ...(items.title ? { label_singular: items.title } : {}), ...min };
      if (items.type === 'object') return { ...list, fields: editorFields(items, imagePaths, itemPath) };
      // A list of texts: each item is named as the list, unless its schema names it.
      return { ...list, field: field(name, items, itemPath, imagePaths, label) };
    }
    case 'object':
      return { ...common, widget: 'object', fields: editorFields(schema, imagePaths, path) };
    default:
      throw new Error(`${path}: the editor has no field for this schema: ${JSON.stringify(schema)}`);
  }
}

/** A text the schema accepts empty (a project's demo while in progress): the editor must let it be empty. */
const acceptsEmpty = (schema: JsonSchema) =>
  schema.type === 'string' && schema.pattern !== undefined && new RegExp(schema.pattern, 'u').test('');

/** The fields of an object schema's properties, in the schema's order; optional ones, and those that may be empty, are not required. */
export function editorFields(schema: JsonSchema, imagePaths: ReadonlySet<string> = new Set(), parent = ''): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const made = field(name, property, pathOf(parent, name), imagePaths);
    // A picture may be empty too: no picture shown (src/collections/rules/fields.ts, staticImage).
    const mayBeEmpty = acceptsEmpty(property) || made.widget === 'image';
    return required.has(name) && !mayBeEmpty ? made : { ...made, required: false };
  });
}
