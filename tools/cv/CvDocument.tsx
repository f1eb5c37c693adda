// The CV as a PDF document (@react-pdf/renderer, build time only): A4, one column, real text in
// reading order, the theme's primary colour as the only accent, every link clickable.
import { Document, Link, Page, StyleSheet, Text as PdfText, View, type TextProps } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import { editionUrl } from '../rendering/siteUrls';
import { displayedPeriod } from '../../src/lib/period';
import { skillGroupsOf } from './jsonResume';
import { CV_LABELS } from './labels';

export const CV_FONT = 'Inter';
/** The display face of the site (tools/fonts/): the name and the sections' titles. */
export const CV_DISPLAY_FONT = 'Fraunces';
const NO_DATE = new Date(0);
const SEPARATOR = '  ·  ';
/** textkit's infinity: a line never breaks at a penalty of it. */
const NEVER = 10_000;

export interface CvOptions {
  content: SiteContent;
  language: Language;
  siteUrl: string;
  colors: { accent: string; text: string; muted: string };
  /** 1 as designed; less to fit the content on fewer pages. */
  density?: number;
}

/**
 * The CV's styles at a density: 1 as designed, less to fit more on a page (tools/cv/renderPdf.tsx
 * chooses). Type and spacing shrink together; the margins too, a little.
 */
function stylesAt(density: number) {
  const round = (points: number) => Math.round(points * 100) / 100;
  // Type shrinks with the density, the space around it faster: a denser page keeps its text legible.
  const size = (points: number) => round(points * density);
  const space = (points: number) => round(points * density ** 3);
  return StyleSheet.create({
    page: {
      fontFamily: CV_FONT,
      fontSize: size(9.5),
      lineHeight: 1.4,
      paddingVertical: space(36),
      paddingHorizontal: 44,
    },
    name: { fontFamily: CV_DISPLAY_FONT, fontSize: size(24), fontWeight: 600, lineHeight: 1.1 },
    headline: { fontSize: size(11), marginTop: space(4) },
    contacts: { marginTop: space(6), fontSize: size(9), flexDirection: 'row', flexWrap: 'wrap' },
    section: { marginTop: space(12) },
    heading: {
      fontFamily: CV_DISPLAY_FONT,
      fontSize: size(12),
      fontWeight: 600,
      borderBottomWidth: 1,
      paddingBottom: space(2),
      marginBottom: space(5),
    },
    entry: { marginBottom: space(6) },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between', gap: 12 },
    entryTitle: { flex: 1 },
    bold: { fontWeight: 700 },
    line: { marginTop: 1 },
  });
}
type CvStyles = ReturnType<typeof stylesAt>;

/**
 * The CV's text: lines break between words only. textkit (react-pdf's line breaker) takes a word's end
 * before another run (a link, a bold word) or before several spaces (SEPARATOR) for a hyphenation point,
 * without asking the hyphenation callback, and would print "GitHub-"; a penalty of its infinity rules
 * those points out.
 */
function Text(props: TextProps & { children?: ReactNode }) {
  return <PdfText hyphenationPenalty={NEVER} {...props} />;
}

function Section({
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
    <View style={styles.section} wrap={wrap}>
      <Text style={[styles.heading, { color: accent, borderBottomColor: accent }]} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** Label: value lines ("Frontend: React, TypeScript"), the label in bold. */
function Labelled({ styles, label, children }: { styles: CvStyles; label: string; children: ReactNode }) {
  return (
    <Text style={styles.line}>
      <Text style={styles.bold}>{label}: </Text>
      {children}
    </Text>
  );
}

export function CvDocument({ content, language, siteUrl, colors, density = 1 }: CvOptions) {
  const styles = stylesAt(density);
  const { owner } = content;
  const labels = CV_LABELS[language];
  const muted = { color: colors.muted };
  const link = { color: colors.accent, textDecoration: 'none' } as const;
  const site = editionUrl(siteUrl, language, '/');
  const contacts: { text: string; href?: string }[] = [
    { text: owner.location },
    { text: owner.email, href: `mailto:${owner.email}` },
    ...(owner.phoneDisplay ? [{ text: owner.phoneDisplay }] : []),
    { text: site.replace(/^https?:\/\//, '').replace(/\/$/, ''), href: site },
    { text: 'GitHub', href: owner.githubUrl },
    { text: 'LinkedIn', href: owner.linkedinUrl },
  ];
  return (
    <Document
      title={`${owner.name} | ${labels.document}`}
      author={owner.name}
      subject={owner.headline ?? owner.role}
      keywords={content.mainTechnologies.join(', ')}
      creator={owner.name}
      producer={owner.name}
      language={language}
      // Reproducible: the same content gives the same bytes. pdfkit would stamp the clock's date (and
      // derive the file's id from it); the Unix epoch reads as "no date" in a viewer's properties.
      creationDate={NO_DATE}
    >
      <Page size="A4" style={[styles.page, { color: colors.text }]}>
        <Text style={styles.name}>{owner.name}</Text>
        <Text style={[styles.headline, { color: colors.accent }]}>{owner.headline ?? owner.role}</Text>
        {/* An item per text: one that does not fit goes whole to the next line, its separator left behind it. */}
        <View style={[styles.contacts, muted]}>
          {contacts.map((contact, index) => (
            <Text key={contact.text}>
              {contact.href ? (
                <Link src={contact.href} style={link}>
                  {contact.text}
                </Link>
              ) : (
                contact.text
              )}
              {index < contacts.length - 1 ? SEPARATOR : ''}
            </Text>
          ))}
        </View>

        <Section styles={styles} title={labels.profile} accent={colors.accent}>
          {content.biography.map((paragraph) => (
            <Text key={paragraph} style={styles.line}>
              {paragraph}
            </Text>
          ))}
        </Section>

        <Section styles={styles} title={labels.experience} accent={colors.accent}>
          {content.experiences.map((experience) => (
            <View key={experience.id} style={styles.entry} wrap={false}>
              <View style={styles.entryHead}>
                <Text style={styles.entryTitle}>
                  <Text style={styles.bold}>{experience.title}</Text> · {experience.company}
                </Text>
                <Text style={muted}>{displayedPeriod(experience.period)}</Text>
              </View>
              <Text style={styles.line}>{experience.description}</Text>
              <Text style={[styles.line, muted]}>{experience.technologies.join(', ')}</Text>
            </View>
          ))}
        </Section>

        <Section styles={styles} title={labels.projects} accent={colors.accent}>
          {content.projects.map((project) => (
            <View key={project.id} style={styles.entry} wrap={false}>
              <Text>
                <Text style={styles.bold}>{project.title}</Text>: {project.description}
              </Text>
              <Text style={[styles.line, muted]}>
                {project.tags.join(', ')}
                {SEPARATOR}
                <Link src={project.githubUrl} style={link}>
                  {labels.code}
                </Link>
                {project.demoUrl ? SEPARATOR : ''}
                {project.demoUrl ? (
                  <Link src={project.demoUrl} style={link}>
                    {labels.demo}
                  </Link>
                ) : null}
              </Text>
            </View>
          ))}
        </Section>

        <Section styles={styles} title={labels.skills} accent={colors.accent} wrap={false}>
          {skillGroupsOf(content, language).map(({ title, skills }) => (
            <Labelled styles={styles} key={title} label={title}>
              {skills.map((skill) => skill.name).join(', ')}
            </Labelled>
          ))}
          <Labelled styles={styles} label={labels.technologies}>
            {content.mainTechnologies.join(', ')}
          </Labelled>
        </Section>

        {owner.education && owner.education.length > 0 && (
          <Section styles={styles} title={labels.education} accent={colors.accent}>
            {owner.education.map((entry) => (
              <View key={`${entry.institution}${entry.period}`} style={styles.entryHead} wrap={false}>
                <Text style={styles.entryTitle}>
                  <Text style={styles.bold}>
                    {entry.studyType}, {entry.area}
                  </Text>{' '}
                  · {entry.institution}
                </Text>
                <Text style={muted}>{displayedPeriod(entry.period)}</Text>
              </View>
            ))}
          </Section>
        )}

        {owner.spokenLanguages && owner.spokenLanguages.length > 0 && (
          <Section styles={styles} title={labels.languages} accent={colors.accent}>
            <Text>{owner.spokenLanguages.map(({ language: name, fluency }) => `${name}: ${fluency}`).join(SEPARATOR)}</Text>
          </Section>
        )}
      </Page>
    </Document>
  );
}
