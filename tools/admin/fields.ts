/**
 * The editor's fields (Sveltia CMS widgets) of a data file or a front matter, made from its zod schema's
 * JSON Schema (`z.toJSONSchema`): so a field exists in the editor exactly when the schema has it. Which
 * strings are pictures the JSON Schema cannot say (a picture is a string the schema looks up in the
 * static folder): the caller names them by their paths (`imagePaths`, see ./imageFields.ts).
 */
import { z } from 'zod';

/** The part of a JSON Schema (draft 2020-12, as zod writes it) that the fields are made from. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  description?: string;
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
  i18n?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  options?: (string | number)[];
  multiple?: true;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  choose_url?: false;
}

/** The JSON Schema of a zod schema, as the data file is written (the input side of a transform). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A field's path from the file's root: `owner.photo`, `projects[].image`. */
const pathOf = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

function field(name: string, schema: JsonSchema, path: string, imagePaths: ReadonlySet<string>): EditorField {
  const common = { name, label: name, ...(schema.description ? { hint: schema.description } : {}) };
  if (schema.enum) return { ...common, widget: 'select', options: schema.enum };
  switch (schema.type) {
    case 'string':
      return imagePaths.has(path) ? { ...common, widget: 'image', choose_url: false } : { ...common, widget: 'string' };
    case 'integer':
    case 'number':
      return {
        ...common,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
      };
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'array': {
      const items = schema.items ?? {};
      const min = schema.minItems === undefined ? {} : { min: schema.minItems };
      if (items.enum) return { ...common, widget: 'select', options: items.enum, multiple: true, ...min };
      const itemPath = `${path}[]`;
      if (items.type === 'object') return { ...common, widget: 'list', ...min, fields: editorFields(items, imagePaths, itemPath) };
      return { ...common, widget: 'list', ...min, field: field(name, items, itemPath, imagePaths) };
    }
    case 'object':
      return { ...common, widget: 'object', fields: editorFields(schema, imagePaths, path) };
    default:
      throw new Error(`${path}: the editor has no field for this schema: ${JSON.stringify(schema)}`);
  }
}

/** The fields of an object schema's properties, in the schema's order; optional ones are not required. */
export function editorFields(schema: JsonSchema, imagePaths: ReadonlySet<string> = new Set(), parent = ''): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const made = field(name, property, pathOf(parent, name), imagePaths);
    return required.has(name) ? made : { ...made, required: false };
  });
}
