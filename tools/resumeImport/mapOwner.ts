// The owner and the texts of the page from a résumé's basics (its education and languages are the CV's).
import type { Owner } from '../../src/collections/owner';
import type { Language } from '../../src/lib/editions';
import type { Problem } from '../content/problems';
import { isStaticFile } from '../content/staticFiles';
import { contentPeriod } from './dates';
import type { Resume } from './resumeSchema';

/** What the owner completes, by data file of the content folder: `owner.yaml: photo: …`. */
export const toComplete = (name: string, path: string, message: string): Problem => ({ file: `${name}.yaml`, path, message });

/** Links the site requires and a résumé may lack: valid, and listed for the owner to replace. */
const PLACEHOLDER_URLS = { github: 'https://github.com', linkedin: 'https://www.linkedin.com' };

const WORDS: Record<Language, { whatsapp: (firstName: string) => string; description: (owner: Owner) => string }> = {
  'pt-BR': {
    whatsapp: (firstName) => `Olá, ${firstName}! Vi seu portfólio e gostaria de conversar sobre um projeto.`,
    description: ({ name, role, locality }) =>
      `Portfólio de ${name}, ${role} em ${locality}: projetos, habilidades, experiência e contato.`,
  },
  en: {
    whatsapp: (firstName) => `Hi, ${firstName}! I saw your portfolio and would like to talk about a project.`,
    description: ({ name, role, locality }) => `Portfolio of ${name}, ${role} in ${locality}: projects, skills, experience and contact.`,
  },
};

/** The message WhatsApp opens with, in an edition's language. */
export const whatsappMessage = (firstName: string, language: Language) => WORDS[language].whatsapp(firstName);

/** The words of a name that have a letter, without what is not part of a name (an emoji). */
const nameWords = (name: string) =>
  name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{M}\p{N}'’.-]/gu, ''))
    .filter((word) => /\p{L}/u.test(word));

/** The first letter of the first and of the last word: 'Ana Luíza Araújo' is 'AA'. */
function initialsOf(words: readonly string[]): string {
  const ends = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return ends.map((word) => /\p{L}/u.exec(word)![0].toUpperCase()).join('');
}

/** 'Porto Alegre, RS - Brasil': the country named in the edition's language from its ISO code. */
function placeOf({ city, region, countryCode }: Resume['basics']['location'], language: Language): string {
  let country = countryCode;
  try {
    if (countryCode) country = new Intl.DisplayNames([language], { type: 'region' }).of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    // Not an ISO code: the résumé's own words.
  }
  return `${[city, region].filter(Boolean).join(', ')}${country ? ` - ${country}` : ''}`;
}

type Profile = Resume['basics']['profiles'][number];
const NETWORKS = { github: 'github.com', linkedin: 'linkedin.com' } as const;

/** The network of the site a profile is on, by its name or its address's host. */
export function siteNetwork(profile: Profile): keyof typeof NETWORKS | undefined {
  const host = profile.url && URL.canParse(profile.url) ? new URL(profile.url).hostname : '';
  const networks = Object.entries(NETWORKS) as [keyof typeof NETWORKS, string][];
  return networks.find(
    ([network, domain]) => profile.network?.toLowerCase() === network || host === domain || host.endsWith(`.${domain}`),
  )?.[0];
}

/** A profile's address; GitHub and LinkedIn serve https:// only. */
function profileUrl(profiles: readonly Profile[], network: keyof typeof NETWORKS, fromUser: (user: string) => string) {
  const profile = profiles.find((each) => siteNetwork(each) === network);
  if (profile?.url) return profile.url.replace(/^http:\/\//, 'https://');
  return profile?.username ? fromUser(profile.username) : undefined;
}

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The path under static/ of an address whose end names one of its files (the site's own export points there), or ''. */
function staticPath(address: string | undefined, staticDir: string): string {
  if (!address) return '';
  const parts = (URL.canParse(address) ? new URL(address).pathname : address).split('/').filter(Boolean).map(decoded);
  for (let index = 0; index < parts.length; index++) {
    const path = `/${parts.slice(index).join('/')}`;
    if (isStaticFile(staticDir, path)) return path;
  }
  return '';
}

/** WhatsApp needs the number with its country code: a number written without `+` may lack it. */
function whatsapp(phone: string | undefined, firstName: string, language: Language, notes: Problem[]): Partial<Owner> {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (phone?.startsWith('+') && /^\d{10,15}$/.test(digits)) {
    notes.push(
      toComplete('owner', 'whatsappMessage', `uma mensagem padrão: confira se ${phone} é mesmo o seu WhatsApp e ajuste a mensagem`),
    );
    return { phone: digits, phoneDisplay: phone, whatsappMessage: WORDS[language].whatsapp(firstName) };
  }
  const why = phone ? `o telefone do currículo (${phone}) não começa pelo código do país (ex.: +55)` : 'o currículo não tem telefone';
  notes.push(
    toComplete('owner', 'phone', `${why}: para ter o WhatsApp, escreva phone (só dígitos, com DDI e DDD), phoneDisplay e whatsappMessage`),
  );
  return {};
}

export function mapOwner(resume: Resume, language: Language, staticDir: string): { owner: Owner; notes: Problem[] } {
  const { basics } = resume;
  const notes: Problem[] = [];
  const words = nameWords(basics.name);
  const firstName = words[0] ?? basics.name;
  const githubUrl = profileUrl(basics.profiles, 'github', (user) => `https://github.com/${user}`);
  const linkedinUrl = profileUrl(basics.profiles, 'linkedin', (user) => `https://www.linkedin.com/in/${user}`);
  for (const [field, url, network] of [
    ['githubUrl', githubUrl, 'GitHub'],
    ['linkedinUrl', linkedinUrl, 'LinkedIn'],
  ] as const) {
    if (!url)
      notes.push(toComplete('owner', field, `o currículo não tem perfil do ${network} (basics.profiles): escreva o endereço do seu`));
  }
  const photo = staticPath(basics.image, staticDir);
  if (!photo) {
    const source = basics.image ? `o currículo aponta para ${basics.image}, que não está em static/: ` : '';
    notes.push(toComplete('owner', 'photo', `${source}salve sua foto em static/images/ e escreva o caminho (ex.: /images/profile.jpg)`));
  }
  notes.push(toComplete('owner', 'availability', 'opcional, o currículo não tem: uma linha como "Disponível para novos projetos"'));
  const owner: Owner = {
    name: basics.name,
    firstName,
    initials: initialsOf(words),
    role: basics.label,
    email: basics.email,
    ...whatsapp(basics.phone, firstName, language, notes),
    location: placeOf(basics.location, language),
    locality: basics.location.city,
    githubUrl: githubUrl ?? PLACEHOLDER_URLS.github,
    linkedinUrl: linkedinUrl ?? PLACEHOLDER_URLS.linkedin,
    photo,
  };
  if (resume.languages.length > 0)
    owner.spokenLanguages = resume.languages.map(({ language: name, fluency }) => ({ language: name, fluency }));
  if (resume.education.length > 0)
    owner.education = resume.education.map(({ institution, studyType, area, startDate, endDate }) => ({
      institution,
      studyType,
      area,
      period: contentPeriod(startDate, endDate),
    }));
  return { owner, notes };
}

/** The biography is the summary's paragraphs (a blank line apart); the hero's sentence, its first. */
export function mapTexts(resume: Resume, owner: Owner, language: Language) {
  const biography = resume.basics.summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const heroIntro = /^.*?[.!?…](?=\s|$)/u.exec(biography[0])?.[0] ?? biography[0];
  const notes = [toComplete('texts', 'heroIntro', 'a primeira frase da biografia: reescreva-a como a frase de apresentação, se quiser')];
  return { texts: { heroIntro, biography, siteDescription: WORDS[language].description(owner) }, notes };
}
