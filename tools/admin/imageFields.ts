/**
 * Which fields of a schema are pictures: the strings it looks up in the static folder (`staticImage` of
 * src/collections/rules/fields.ts). A JSON Schema cannot tell them from other strings, so the schema is asked:
 * it checks a sample file whose every string is its own path, with a static folder that notes each path
 * it is asked about.
 */
import type { z } from 'zod';
import type { StaticFiles } from '../../src/collections/rules/fields';
import { jsonSchemaOf, type JsonSchema } from './fields';

/** A value of the schema's shape whose every string is the path of its field (`/projects[].image`). */
function sample(schema: JsonSchema, path: string): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return `/${path}`;
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [sample(schema.items ?? {}, `${path}[]`)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, path ? `${path}.${name}` : name)]),
      );
    default:
      return undefined;
  }
}

/** The paths (`owner.photo`, `projects[].image`) of the fields that `schemaOf` checks against the static folder. */
export function imagePaths(schemaOf: (files: StaticFiles) => z.ZodType): Set<string> {
  const asked = new Set<string>();
  const files: StaticFiles = {
    dir: 'static',
    exists: (publicPath) => {
      asked.add(publicPath.slice(1));
      return true;
    },
  };
  const schema = schemaOf(files);
  schema.safeParse(sample(jsonSchemaOf(schema), ''));
  return asked;
}
