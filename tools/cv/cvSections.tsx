// The CV's sections below its head, in the structure a screen reader walks (taggedPdf.ts): each a Sect
// with its heading; an experience a Sect of its own with its title as a heading, the projects a list.
import { Link, View } from '@react-pdf/renderer';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import { displayedPeriod } from '../../src/lib/period';
import { skillGroupsOf } from './jsonResume';
import { CV_LABELS } from './labels';
import type { CvStyles } from './cvStyles';
import { Group, Labelled, prose, Section, Span, Text } from './cvParts';

export const SEPARATOR = ' · ';

/** What every part of the CV is drawn from. */
export interface CvPart {
  content: SiteContent;
  language: Language;
  /** The site's address as the owner set it (SITE_URL); none while the build only assumes one (localhost): never printed then. */
  siteUrl: string | undefined;
  colors: { accent: string; text: string; muted: string };
  styles: CvStyles;
}

export function Profile({ content, language, colors, styles }: CvPart) {
  return (
    <Section styles={styles} title={CV_LABELS[language].profile} accent={colors.accent}>
      {content.biography.map((paragraph, index) => (
        <Text tag="P" key={paragraph} style={index > 0 ? [styles.line, styles.paragraph] : styles.line}>
          {prose(paragraph)}
        </Text>
      ))}
    </Section>
  );
}

export function Experience({ content, language, colors, styles }: CvPart) {
  const muted = { color: colors.muted };
  return (
    <Section styles={styles} title={CV_LABELS[language].experience} accent={colors.accent}>
      {content.experiences.map((experience) => (
        <Group tag="Sect" key={experience.id} style={styles.entry} wrap={false}>
          <View style={styles.entryHead}>
            <Text tag="H3" style={styles.entryTitle}>
              <Span style={styles.bold}>{experience.title}</Span> · {prose(experience.company)}
            </Text>
            <Text tag="P" style={muted}>
              {displayedPeriod(experience.period)}
            </Text>
          </View>
          <Text tag="P" style={styles.line}>
            {prose(experience.description)}
          </Text>
          <Text tag="P" style={[styles.line, muted]}>
            {prose(experience.technologies.join(', '))}
          </Text>
        </Group>
      ))}
    </Section>
  );
}

/** Each project: its title and description, then its tags and its links. */
export function Projects({ content, language, colors, styles }: CvPart) {
  const labels = CV_LABELS[language];
  const link = { color: colors.accent, textDecoration: 'none' } as const;
  return (
    <Section styles={styles} title={labels.projects} accent={colors.accent}>
      <Group tag="L">
        {content.projects.map((project) => (
          <Group tag="LI" key={project.id} style={styles.entry} wrap={false}>
            <Group tag="LBody">
              <Text tag="P">
                <Span style={styles.bold}>{project.title}</Span>: {prose(project.description)}
              </Text>
              <Text tag="P" style={[styles.line, { color: colors.muted }]}>
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
            </Group>
          </Group>
        ))}
      </Group>
    </Section>
  );
}

/** The skills by group, and the main technologies: a line each. */
export function Skills({ content, language, colors, styles }: CvPart) {
  return (
    <Section styles={styles} title={CV_LABELS[language].skills} accent={colors.accent} wrap={false}>
      {skillGroupsOf(content, language).map(({ title, skills }) => (
        <Labelled styles={styles} key={title} label={title}>
          {prose(skills.map((skill) => skill.name).join(', '))}
        </Labelled>
      ))}
      <Labelled styles={styles} label={CV_LABELS[language].technologies}>
        {prose(content.mainTechnologies.join(', '))}
      </Labelled>
    </Section>
  );
}

export function Education({ content: { owner }, language, colors, styles }: CvPart) {
  if (!owner.education?.length) return null;
  return (
    <Section styles={styles} title={CV_LABELS[language].education} accent={colors.accent}>
      {owner.education.map((entry) => (
        <View key={`${entry.institution}${entry.period}`} style={styles.entryHead} wrap={false}>
          <Text tag="P" style={styles.entryTitle}>
            <Span style={styles.bold}>
              {entry.studyType}, {entry.area}
            </Span>{' '}
            · {prose(entry.institution)}
          </Text>
          <Text tag="P" style={{ color: colors.muted }}>
            {displayedPeriod(entry.period)}
          </Text>
        </View>
      ))}
    </Section>
  );
}

export function Languages({ content: { owner }, language, colors, styles }: CvPart) {
  if (!owner.spokenLanguages?.length) return null;
  return (
    <Section styles={styles} title={CV_LABELS[language].languages} accent={colors.accent}>
      <Text tag="P">{prose(owner.spokenLanguages.map(({ language: name, fluency }) => `${name}: ${fluency}`).join(SEPARATOR))}</Text>
    </Section>
  );
}
