// A checked résumé as the content of one edition, and what the owner completes by hand.
import type { Language } from '../../src/lib/editions';
import type { Problem } from '../content/problems';
import type { SiteContent } from '../content/source';
import { mapLists } from './mapLists';
import { mapOwner, mapTexts } from './mapOwner';
import type { Resume } from './resumeSchema';

/** The data a résumé gives: not legal.yaml nor navigation.yaml, which stay as they are. */
export type ImportedContent = Omit<SiteContent, 'privacyText' | 'termsText' | 'homeSections'>;

/** `toComplete`: each problem's file is the data file's, in the content folder (`owner.yaml`). */
export function mapResume(resume: Resume, language: Language, staticDir: string): { content: ImportedContent; toComplete: Problem[] } {
  const { owner, notes: ownerNotes } = mapOwner(resume, language, staticDir);
  const { texts, notes: textNotes } = mapTexts(resume, owner, language);
  const { lists, notes: listNotes } = mapLists(resume, owner.githubUrl);
  return { content: { owner, ...texts, ...lists }, toComplete: [...ownerNotes, ...textNotes, ...listNotes] };
}
