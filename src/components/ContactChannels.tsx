import { owner as siteOwner } from 'site:content/owner';
import type { Owner } from '../collections/owner';
import { track } from '../lib/analytics';
import { mailtoUrl, whatsappUrl } from '../lib/contactLinks';
import { ui } from '../catalogues';
import { NEW_TAB } from './Button';
import { Card } from './Card';
import { Icon, type IconName } from './Icon';

interface Channel {
  id: string;
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
}

/** The WhatsApp card appears only for an owner who gives a phone. */
function contactChannels(owner: Owner): Channel[] {
  const whatsapp = whatsappUrl(owner);
  const channels: (Channel | null)[] = [
    { id: 'email', icon: 'mail', label: ui.contact.email, value: owner.email, href: mailtoUrl(owner.email) },
    whatsapp
      ? { id: 'whatsapp', icon: 'whatsapp', label: 'WhatsApp', value: owner.phoneDisplay ?? '', href: whatsapp, external: true }
      : null,
    { id: 'localizacao', icon: 'location', label: ui.contact.location, value: owner.location },
  ];
  return channels.filter((channel) => channel !== null);
}

function socialChannels(owner: Owner): Channel[] {
  return [
    { id: 'github', icon: 'github', label: 'GitHub', value: ui.contact.github, href: owner.githubUrl, external: true },
    { id: 'linkedin', icon: 'linkedin', label: 'LinkedIn', value: ui.contact.linkedin, href: owner.linkedinUrl, external: true },
  ];
}

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
      {channel.external && <span className="sr-only">{ui.newTab}</span>}
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
    <div className="contact__group">
      <h3 className="subheading">{title}</h3>
      <ul className="channel-list">
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every way to reach the owner besides the form; also offered when the page itself fails. */
export function ContactChannels({ owner = siteOwner }: { owner?: Owner }) {
  return (
    <div className="contact__channels">
      <ChannelList title={ui.contact.details} channels={contactChannels(owner)} />
      <ChannelList title={ui.contact.social} channels={socialChannels(owner)} />
    </div>
  );
}
