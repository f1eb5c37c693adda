import type { ComponentType } from 'react';
import type { Section } from '../collections/navigation';

/**
 * Where a section an owner added goes when src/content/navigation.yaml does not list it: after the
 * section of id `after`, under the menu label `label`. Its component carries it, read from its data file
 * (docs/content.md, "Add a section"), so adding a section leaves the navigation alone.
 */
export interface SectionPlacement {
  after: string;
  label: string;
}

/** A section's component, with its own placement when it is one an owner added. */
export type SectionComponent<Props> = ComponentType<Props> & { placement?: SectionPlacement };

/**
 * The home page's sections: those the navigation lists, in its order and with its labels (an entry
 * naming no component is left out, with the specification's console warning, so the dev server still
 * shows the rest), then each component with a placement the navigation does not list, after the section
 * it names, or last when that one is not shown.
 */
export function orderSections<Id extends string, Component extends { placement?: SectionPlacement }>(
  listed: readonly Section[],
  components: Readonly<Record<Id, Component>>,
): (Section & { id: Id; Component: Component })[] {
  const known = (id: string): id is Id => Object.hasOwn(components, id);
  const shown = listed.flatMap((section) => {
    if (known(section.id)) return [{ ...section, id: section.id, Component: components[section.id] }];
    console.warn(`Seção com id "${section.id}" não encontrada`);
    return [];
  });
  for (const id of Object.keys(components).filter(known)) {
    const { placement } = components[id];
    if (!placement || listed.some((section) => section.id === id)) continue;
    const after = shown.findIndex((section) => section.id === placement.after);
    shown.splice(after < 0 ? shown.length : after + 1, 0, { id, label: placement.label, Component: components[id] });
  }
  return shown;
}
