// Where a section an owner added goes (its data file's `section`, docs/content.md "Add a section"):
// after the section of id `after`, under the menu label `label`, unless src/content/navigation.yaml lists it.
import { z } from 'zod';
import * as field from './fields';

export const placement = z.strictObject({
  after: field.slug.meta({ title: 'Depois da seção', description: 'O id da seção que vem antes desta (ex.: experiencia).' }),
  label: field.text.meta({ title: 'Nome no menu', translatable: true }),
});
