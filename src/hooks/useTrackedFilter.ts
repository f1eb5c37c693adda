import { useState } from 'react';
import { track, type ClickCategory } from '../lib/analytics';

/** A filter's value and the way to change it; every choice is tracked under `category`. */
export function useTrackedFilter<V extends string>(initial: V, category: ClickCategory) {
  const [value, setValue] = useState<V>(initial);
  const choose = (next: V) => {
    setValue(next);
    track('click', { category, label: next });
  };
  return [value, choose] as const;
}
