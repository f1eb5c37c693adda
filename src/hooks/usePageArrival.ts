import { useLayoutEffect } from 'react';
import { arrive } from '../lib/pageArrival';

/** A page calls this once its content is in the document (`ready`): scroll and focus of an in-app move (src/lib/pageArrival.ts). */
export function usePageArrival(ready = true): void {
  useLayoutEffect(() => {
    if (ready) arrive();
  }, [ready]);
}
