// JSON-LD for search engines, from the content the build is given (any owner's).
import type { Owner } from '../../src/content/types';
import type { Language } from '../../src/lib/editions';
import { absoluteUrl, editionUrl, ogImagePath } from './siteUrls';

export function personJsonLd(owner: Owner, description: string, siteUrl: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    url: editionUrl(siteUrl, language, '/'),
    email: `mailto:${owner.email}`,
    image: absoluteUrl(siteUrl, ogImagePath(language)),
    sameAs: [owner.githubUrl, owner.linkedinUrl],
    address: { '@type': 'PostalAddress', addressLocality: owner.locality, addressCountry: 'BR' },
    description,
  };
}
