// JSON-LD for search engines, from the content the build is given (any owner's).
import type { Owner } from '../../src/collections/owner';
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

export interface CaseStudyData {
  title: string;
  description: string;
  /** The page's address, and its link-preview picture's. */
  url: string;
  imageUrl: string;
  language: Language;
  keywords: readonly string[];
  codeRepository: string;
  /** Where the home page lists the projects (its address with the section's #). */
  projectsUrl: string;
  labels: { home: string; projects: string };
}

/** The owner as the author of a page of an edition, at that edition's home page. */
const author = (owner: Owner, siteUrl: string, language: Language) => ({
  '@type': 'Person',
  name: owner.name,
  url: editionUrl(siteUrl, language, '/'),
});

/** A case study: the work, by the owner, about the project's code; and where it sits in the site. */
export function caseStudyJsonLd(owner: Owner, siteUrl: string, data: CaseStudyData) {
  const home = editionUrl(siteUrl, data.language, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: data.title,
      headline: data.title,
      description: data.description,
      url: data.url,
      image: data.imageUrl,
      inLanguage: data.language,
      keywords: data.keywords.join(', '),
      author: author(owner, siteUrl, data.language),
      about: { '@type': 'SoftwareSourceCode', name: data.title, codeRepository: data.codeRepository },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: data.labels.home, item: home },
        { '@type': 'ListItem', position: 2, name: data.labels.projects, item: data.projectsUrl },
        { '@type': 'ListItem', position: 3, name: data.title, item: data.url },
      ],
    },
  ];
}

export interface NoteData {
  title: string;
  summary: string;
  /** The page's address, and its link-preview picture's. */
  url: string;
  imageUrl: string;
  language: Language;
  published: string;
  updated?: string;
  tags: readonly string[];
}

/** A note: a post of the owner's blog. */
export function blogPostingJsonLd(owner: Owner, siteUrl: string, data: NoteData) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: data.title,
      description: data.summary,
      url: data.url,
      mainEntityOfPage: data.url,
      image: data.imageUrl,
      inLanguage: data.language,
      datePublished: data.published,
      dateModified: data.updated ?? data.published,
      keywords: data.tags.join(', '),
      author: author(owner, siteUrl, data.language),
    },
  ];
}

export interface NotesListData {
  /** The page's title, its page number included. */
  name: string;
  url: string;
  language: Language;
  /** A tag's list is a collection of the blog's posts; the list of all of them, the blog. */
  tagged: boolean;
}

/** A page of the notes' list: the blog, or a tag's collection of it. */
export function notesListJsonLd(owner: Owner, siteUrl: string, data: NotesListData) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': data.tagged ? 'CollectionPage' : 'Blog',
      name: data.name,
      url: data.url,
      inLanguage: data.language,
      author: author(owner, siteUrl, data.language),
    },
  ];
}
