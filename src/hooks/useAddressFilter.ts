import { useState, useSyncExternalStore } from 'react';
import { queryParam, setQueryParam } from '../lib/addressQuery';
import { track, type ClickCategory } from '../lib/analytics';
import { subscribeToLocation } from '../lib/router';

/**
 * A filter whose choice is in the address (`?projects=frontend`), so a filtered list can be linked and
 * Back returns to it; its default leaves the address bare. Every choice is tracked under `category`.
 * The third value tells whether the visitor has chosen on this page (content may animate in from then
 * on). Prerendered and hydrating, the filter is the default, as the server rendered it.
 */
export function useAddressFilter<V extends string>(param: string, initial: V, options: readonly { value: V }[], category: ClickCategory) {
  const written = useSyncExternalStore(
    subscribeToLocation,
    () => queryParam(param),
    () => null,
  );
  const value = options.find((option) => option.value === written)?.value ?? initial;
  const [chosen, setChosen] = useState(false);
  const choose = (next: V) => {
    setChosen(true);
    setQueryParam(param, next === initial ? null : next);
    track('click', { category, label: next });
  };
  return [value, choose, chosen] as const;
}
