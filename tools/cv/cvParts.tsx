// The CV's building blocks: text that breaks between words only, and the parts a screen reader finds in
// the PDF's structure tree (taggedPdf.ts): sections with headings, paragraphs, lists.
import { Text as PdfText, View, type TextProps, type ViewProps } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { CvStyles } from './cvStyles';
import { structure, type StructureTag } from './taggedPdf';

/** textkit's infinity: a line never breaks at a penalty of it. */
const NEVER = 10_000;
const LAST_SPACE = / +(?=\S+\s*$)/;

/**
 * A paragraph's text whose last line is never one word alone: its last two words are joined by a
 * no-break space (Inter draws it with the space's glyph: copied or searched, the text reads a plain space).
 */
export const prose = (text: string) => text.replace(LAST_SPACE, '\u00a0');

type Tagged<Props> = Props & { tag: StructureTag; children?: ReactNode };

/**
 * The CV's text, in the structure as its tag says. Lines break between words only: textkit (react-pdf's
 * line breaker) takes a word's end before another run (a link, a bold word) or before several spaces
 * for a hyphenation point, without asking the hyphenation callback, and would print "GitHub-"; a penalty
 * of its infinity rules those points out. A Text inside it is a run of it: a Span.
 */
export function Text({ tag, ...props }: Tagged<TextProps>) {
  return <PdfText hyphenationPenalty={NEVER} {...props} {...structure(tag)} />;
}

/** A run of a text (bold words): part of its text's structure element. */
export function Span(props: TextProps & { children?: ReactNode }) {
  return <PdfText hyphenationPenalty={NEVER} {...props} />;
}

/** A group of the structure: a section, a list, a list's item. */
export function Group({ tag, ...props }: Tagged<ViewProps>) {
  return <View {...props} {...structure(tag)} />;
}

export function Section({
  styles,
  title,
  accent,
  wrap = true,
  children,
}: {
  styles: CvStyles;
  title: string;
  accent: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Group tag="Sect" style={styles.section} wrap={wrap}>
      <Text tag="H2" style={[styles.heading, { color: accent, borderBottomColor: accent }]} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </Group>
  );
}

/** Label: value lines ("Frontend: React, TypeScript"), the label in bold. */
export function Labelled({ styles, label, children }: { styles: CvStyles; label: string; children: ReactNode }) {
  return (
    <Text tag="P" style={styles.line}>
      <Span style={styles.bold}>{label}: </Span>
      {children}
    </Text>
  );
}
