import { useState } from 'react';
import { track, type ClickCategory } from '../lib/analytics';

/**
 * A filter's value and the way to change it; every choice is tracked under `category`. The third
 * value tells whether the visitor has chosen yet (content may animate in from then on).
 */
export function useTrackedFilter<V extends string>(initial: V, category: ClickCategory) {
  const [chosen, setChosen] = useState<V>();
  const choose = (next: V) => {
    setChosen(next);
    track('click', { category, label: next });
  };
  return [chosen ?? initial, choose, chosen !== undefined] as const;
}
