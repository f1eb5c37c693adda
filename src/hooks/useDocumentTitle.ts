import { useEffect, useState } from 'react';
import type { Section } from '../collections/navigation';
import { track } from '../lib/analytics';
import { composeTitle, createDwellTracker, TITLE_DWELL_MS } from '../lib/title';

/**
 * Keeps document.title on `page | section`, or the page title alone without a section. A section
 * that has stayed for TITLE_DWELL_MS is reported as read, once per section for as long as this page is shown.
 */
export function useDocumentTitle(pageTitle: string, section: Section | null): void {
  const [dwell] = useState(() =>
    createDwellTracker<Section>(TITLE_DWELL_MS, ({ id, label }) => track('section_read', { section_id: id, section_label: label })),
  );

  useEffect(() => {
    document.title = composeTitle(pageTitle, section?.label);
    dwell.set(section);
  }, [pageTitle, section, dwell]);

  useEffect(() => () => dwell.stop(), [dwell]);
}
