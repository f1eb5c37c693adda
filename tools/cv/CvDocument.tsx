// The CV as a PDF document (@react-pdf/renderer, build time only): A4, one column, real text in
// reading order, the theme's primary colour as the only accent, every link clickable.
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import { editionUrl } from '../rendering/siteUrls';
import { skillGroupsOf } from './jsonResume';
import { CV_LABELS } from './labels';

export const CV_FONT = 'Inter';
const NO_DATE = new Date(0);
const SEPARATOR = '  ·  ';

export interface CvOptions {
  content: SiteContent;
  language: Language;
  siteUrl: string;
  colors: { accent: string; text: string; muted: string };
}

const styles = StyleSheet.create({
  page: { fontFamily: CV_FONT, fontSize: 9.5, lineHeight: 1.4, paddingVertical: 36, paddingHorizontal: 44 },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.1 },
  headline: { fontSize: 11, marginTop: 4 },
  contacts: { marginTop: 6, fontSize: 9 },
  section: { marginTop: 12 },
  heading: {
    fontSize: 11,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: 0.8,
    borderBottomWidth: 1,
    paddingBottom: 2,
    marginBottom: 5,
  },
  entry: { marginBottom: 6 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between', gap: 12 },
  entryTitle: { flex: 1 },
  bold: { fontWeight: 700 },
  line: { marginTop: 1 },
});

function Section({ title, accent, wrap = true, children }: { title: string; accent: string; wrap?: boolean; children: ReactNode }) {
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
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={styles.line}>
      <Text style={styles.bold}>{label}: </Text>
      {children}
    </Text>
  );
}

export function CvDocument({ content, language, siteUrl, colors }: CvOptions) {
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
        {/* One line of text, so the separators keep their spaces wherever it wraps. */}
        <Text style={[styles.contacts, muted]}>
          {contacts.map((contact, index) => (
            <Text key={contact.text}>
              {index > 0 ? SEPARATOR : ''}
              {contact.href ? (
                <Link src={contact.href} style={link}>
                  {contact.text}
                </Link>
              ) : (
                contact.text
              )}
            </Text>
          ))}
        </Text>

        <Section title={labels.profile} accent={colors.accent}>
          {content.biography.map((paragraph) => (
            <Text key={paragraph} style={styles.line}>
              {paragraph}
            </Text>
          ))}
        </Section>

        <Section title={labels.experience} accent={colors.accent}>
          {content.experiences.map((experience) => (
            <View key={experience.id} style={styles.entry} wrap={false}>
              <View style={styles.entryHead}>
                <Text style={styles.entryTitle}>
                  <Text style={styles.bold}>{experience.title}</Text> · {experience.company}
                </Text>
                <Text style={muted}>{experience.period}</Text>
              </View>
              <Text style={styles.line}>{experience.description}</Text>
              <Text style={[styles.line, muted]}>{experience.technologies.join(', ')}</Text>
            </View>
          ))}
        </Section>

        <Section title={labels.projects} accent={colors.accent}>
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

        <Section title={labels.skills} accent={colors.accent} wrap={false}>
          {skillGroupsOf(content, language).map(({ title, skills }) => (
            <Labelled key={title} label={title}>
              {skills.map((skill) => skill.name).join(', ')}
            </Labelled>
          ))}
          <Labelled label={labels.technologies}>{content.mainTechnologies.join(', ')}</Labelled>
        </Section>

        {owner.education && owner.education.length > 0 && (
          <Section title={labels.education} accent={colors.accent}>
            {owner.education.map((entry) => (
              <View key={`${entry.institution}${entry.period}`} style={styles.entryHead} wrap={false}>
                <Text style={styles.entryTitle}>
                  <Text style={styles.bold}>
                    {entry.studyType}, {entry.area}
                  </Text>{' '}
                  · {entry.institution}
                </Text>
                <Text style={muted}>{entry.period}</Text>
              </View>
            ))}
          </Section>
        )}

        {owner.spokenLanguages && owner.spokenLanguages.length > 0 && (
          <Section title={labels.languages} accent={colors.accent}>
            <Text>{owner.spokenLanguages.map(({ language: name, fluency }) => `${name}: ${fluency}`).join(SEPARATOR)}</Text>
          </Section>
        )}
      </Page>
    </Document>
  );
}
