// What the search dialog says, in English (the same keys as pt-BR.ts).
import type { SearchCatalogue } from './pt-BR';

export const searchUi: SearchCatalogue = {
  title: 'Search the site',
  label: 'Search projects, case studies and notes',
  placeholder: 'Projects, case studies, notes…',
  results: 'Results',
  close: 'Close',
  kinds: { project: 'Project', case_study: 'Case study', note: 'Note' },
  count: (found, shown) =>
    found === 0 ? 'No results' : `${found} ${found === 1 ? 'result' : 'results'}${shown < found ? `; the first ${shown} below` : ''}`,
  loading: 'Loading search…',
  unavailable: 'Search is not available right now. Please try again later.',
  keys: { move: 'choose', open: 'open', close: 'close' },
};
