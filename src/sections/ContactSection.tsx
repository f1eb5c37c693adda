import { mailtoUrl, owner, whatsappUrl } from '../content/owner';
import { NEW_TAB } from '../components/Button';
import { Card } from '../components/Card';
import { ContactForm } from '../components/ContactForm';
import { Icon, type IconName } from '../components/Icon';
import { Section, SectionHeading, type SectionProps } from '../components/SectionHeading';
import { track } from '../lib/analytics';

interface Channel {
  id: string;
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
}

const contactChannels: Channel[] = [
  { id: 'email', icon: 'mail', label: 'Email', value: owner.email, href: mailtoUrl },
  { id: 'whatsapp', icon: 'whatsapp', label: 'WhatsApp', value: owner.phoneDisplay, href: whatsappUrl, external: true },
  { id: 'localizacao', icon: 'location', label: 'Localização', value: owner.location },
];

const socialChannels: Channel[] = [
  { id: 'github', icon: 'github', label: 'GitHub', value: 'Projetos e código aberto', href: owner.githubUrl, external: true },
  { id: 'linkedin', icon: 'linkedin', label: 'LinkedIn', value: 'Perfil profissional', href: owner.linkedinUrl, external: true },
];

function ChannelCard({ channel }: { channel: Channel }) {
  const body = (
    <>
      <span className="icon-badge channel__icon">
        <Icon name={channel.icon} />
      </span>
      <span className="channel__text">
        <span className="channel__label">{channel.label}</span>
        <span className="channel__value">{channel.value}</span>
      </span>
      {channel.external && <span className="sr-only"> (abre em nova aba)</span>}
    </>
  );
  if (!channel.href) return <Card className="channel">{body}</Card>;
  return (
    <Card
      as="a"
      className="channel channel--link"
      href={channel.href}
      {...(channel.external ? NEW_TAB : {})}
      onClick={() => track('click', { category: 'contact', label: channel.id })}
    >
      {body}
    </Card>
  );
}

function ChannelList({ title, channels }: { title: string; channels: readonly Channel[] }) {
  return (
    <>
      <h3 className="subheading">{title}</h3>
      <ul className="channel-list">
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function ContactSection({ id }: SectionProps) {
  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title="Contato">
        Tem um projeto ou uma vaga? Vamos conversar.
      </SectionHeading>
      <div className="contact">
        <ContactForm />
        <div className="contact__channels">
          <ChannelList title="Informações de Contato" channels={contactChannels} />
          <ChannelList title="Redes Sociais" channels={socialChannels} />
        </div>
      </div>
    </Section>
  );
}
