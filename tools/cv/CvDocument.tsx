// The CV as a PDF document (@react-pdf/renderer, build time only): A4, one column, real text in reading
// order, the theme's primary colour as the only accent, every link clickable, tagged for a screen reader
// (renderPdf.tsx renders it through taggedPdf.ts, which reads the metadata of its <Document>).
import { Document, Link, Page } from '@react-pdf/renderer';
import { editionUrl } from '../rendering/siteUrls';
import { CV_LABELS } from './labels';
import { stylesAt } from './cvStyles';
import { Group, Text } from './cvParts';
import { Education, Experience, Languages, Profile, Projects, SEPARATOR, Skills, type CvPart } from './cvSections';

export interface CvOptions extends Omit<CvPart, 'styles'> {
  /** When the content last changed (contentDate.ts); no creation date is written without one. */
  createdAt?: Date;
  /** 1 as designed; less to fit the content on fewer pages. */
  density?: number;
}

/** The name, the headline and the contacts: a list whose items wrap whole, each separator behind its item. */
function Head({ content: { owner }, language, siteUrl, colors, styles }: CvPart) {
  const link = { color: colors.accent, textDecoration: 'none' } as const;
  const site = siteUrl === undefined ? undefined : editionUrl(siteUrl, language, '/');
  const contacts: { text: string; href?: string }[] = [
    { text: owner.location },
    { text: owner.email, href: `mailto:${owner.email}` },
    ...(owner.phoneDisplay ? [{ text: owner.phoneDisplay }] : []),
    ...(site ? [{ text: site.replace(/^https?:\/\//, '').replace(/\/$/, ''), href: site }] : []),
    { text: 'GitHub', href: owner.githubUrl },
    { text: 'LinkedIn', href: owner.linkedinUrl },
  ];
  return (
    <>
      <Text tag="H1" style={styles.name}>
        {owner.name}
      </Text>
      <Text tag="P" style={[styles.headline, { color: colors.accent }]}>
        {owner.headline ?? owner.role}
      </Text>
      <Group tag="L" style={[styles.contacts, { color: colors.muted }]}>
        {contacts.map((contact, index) => (
          <Group tag="LI" key={contact.text}>
            <Text tag="LBody">
              {contact.href ? (
                <Link src={contact.href} style={link}>
                  {contact.text}
                </Link>
              ) : (
                contact.text
              )}
              {index < contacts.length - 1 ? SEPARATOR : ''}
            </Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

export function CvDocument({ createdAt, density = 1, ...options }: CvOptions) {
  const part = { ...options, styles: stylesAt(density) };
  const { owner } = options.content;
  return (
    <Document
      title={`${owner.name} | ${CV_LABELS[options.language].document}`}
      author={owner.name}
      subject={owner.headline ?? owner.role}
      keywords={options.content.mainTechnologies.join(', ')}
      creator={owner.name}
      producer={owner.name}
      language={options.language}
      creationDate={createdAt}
    >
      <Page size="A4" style={[part.styles.page, { color: options.colors.text }]}>
        <Head {...part} />
        <Profile {...part} />
        <Experience {...part} />
        <Projects {...part} />
        <Skills {...part} />
        <Education {...part} />
        <Languages {...part} />
      </Page>
    </Document>
  );
}
