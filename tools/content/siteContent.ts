/**
 * The types of the data files the site ships with, which the build reads by name (the CV, the pictures,
 * the English edition). TypeScript learns no list from a folder, so this one names them, as types only:
 * what the build lists at run time comes from the declarations (collections.ts). A collection an owner
 * adds brings keys of its own, which only its section reads.
 */
import type { z } from 'zod';
import type { collection as experiences } from '../../src/collections/experiences';
import type { collection as legal } from '../../src/collections/legal';
import type { collection as navigation } from '../../src/collections/navigation';
import type { collection as owner } from '../../src/collections/owner';
import type { collection as projects } from '../../src/collections/projects';
import type { collection as skills } from '../../src/collections/skills';
import type { collection as technologies } from '../../src/collections/technologies';
import type { collection as texts } from '../../src/collections/texts';

type SiteCollection =
  | typeof owner
  | typeof projects
  | typeof skills
  | typeof experiences
  | typeof texts
  | typeof technologies
  | typeof legal
  | typeof navigation;

/** The name of a collection the site ships with (`owner`): an owner's own is any other string. */
export type ContentModuleName = SiteCollection['file'];

type KeysOf<C> = C extends { schema: (files: never) => infer Schema extends z.ZodType } ? z.output<Schema> : never;
type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every key of the data files the site ships with. */
export type SiteContent = Intersection<KeysOf<SiteCollection>>;
