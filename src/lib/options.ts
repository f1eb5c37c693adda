/** The options of a filter from its labels in a catalogue (`{ value: label }`), in the catalogue's order. */
export function optionsOf<V extends string>(labels: Record<V, string>): { value: V; label: string }[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}
