import { owner as siteOwner } from 'site:content/owner';
import type { Owner } from '../collections/owner';
import { ContactChannels } from '../components/ContactChannels';
import { ContactForm } from '../components/ContactForm';
import { Section, SectionHeading, type SectionProps } from '../components/Section';
import { ui } from '../catalogues';

export function ContactSection({ id, owner = siteOwner }: SectionProps & { owner?: Owner }) {
  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title={ui.contact.title}>
        {ui.contact.intro}
      </SectionHeading>
      <div className="contact">
        <ContactForm />
        <ContactChannels owner={owner} />
      </div>
    </Section>
  );
}
