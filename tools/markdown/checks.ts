/**
 * What the build checks in the body of a Markdown file, every problem with its line: images with alt
 * text and a file of the site, links that lead somewhere allowed and existing, headings that start at
 * h2 without skipping a level, no raw HTML (the page's markup is the build's alone), and an SVG's
 * text readable on a phone (diagramText.ts).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { headingIds } from './headingIds';
import { IMAGE_FORMATS } from './images';
import { MIN_TEXT_PX, smallestText } from './diagramText';

export interface MarkdownProblem {
  line: number;
  message: string;
  /** What was written, for the message. */
  value?: string;
}

export interface LinkTargets {
  /** Whether a path of the site (`/projetos/loja`, `/en/`) is one of its pages. */
  isPage: (path: string) => boolean;
  /** The section ids of a page that has sections (the home pages), or undefined. */
  sectionsOf: (path: string) => ReadonlySet<string> | undefined;
  /** Whether a path of the site is a file it serves (`/curriculo.pdf`, `/images/…`). */
  isFile: (path: string) => boolean;
}

export interface CheckContext {
  targets: LinkTargets;
  /** Whether an image path exists under static/. */
  imageExists: (src: string) => boolean;
  /** The text of an SVG under static/ (an existing one), for its text's size; without it, that is not checked. */
  svgSource?: (src: string) => string;
}

const px = (value: number) => value.toFixed(1).replace('.', ',');

/** The problem of an SVG whose smallest text a phone draws under MIN_TEXT_PX, if it has one. */
function smallTextProblem(src: string, svg: string): string | undefined {
  const small = smallestText(svg);
  if (!small) return undefined;
  return (
    `o texto "${small.text}" (linha ${small.line} de static${src}) fica com ${px(small.shownPx)} px numa tela de 320 px, ` +
    `abaixo de ${MIN_TEXT_PX} px: desenhe o diagrama mais estreito (uma coluna, viewBox de até 360 de largura) ` +
    `ou com letras maiores (font-size ${small.neededSize} ou mais com a largura de agora)`
  );
}

const URL_RULE = 'use https://, mailto: ou um caminho do site que começa com / (ex.: /projetos/meu-projeto)';

function checkUrl(url: string, anchors: ReadonlySet<string>, { isPage, sectionsOf, isFile }: LinkTargets): string | null {
  if (url.startsWith('mailto:')) return url.length > 'mailto:'.length ? null : 'e-mail vazio depois de mailto:';
  if (url.startsWith('https://')) return URL.canParse(url) && new URL(url).hostname.includes('.') ? null : 'endereço https:// incompleto';
  if (url.startsWith('#')) return anchors.has(decodeURIComponent(url.slice(1))) ? null : `nenhum título deste texto tem a âncora ${url}`;
  if (!url.startsWith('/') || url.startsWith('//')) return `endereço não permitido: ${URL_RULE}`;
  const [path = '', hash] = url.split('#');
  if (isFile(path)) return null;
  if (!isPage(path)) return `o site não tem a página ${path}`;
  const sections = sectionsOf(path);
  if (hash && sections && !sections.has(hash)) return `a página ${path} não tem a seção #${hash} (tem: ${[...sections].join(', ')})`;
  return null;
}

export function checkMarkdown(tree: Root, { targets, imageExists, svgSource }: CheckContext): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const at = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
  const anchors = new Set(headingIds(tree).values());
  let level = 1;
  visit(tree, (node) => {
    switch (node.type) {
      case 'html':
        problems.push({ line: at(node), message: 'HTML não é aceito: escreva em Markdown', value: node.value.slice(0, 60) });
        break;
      case 'heading':
        if (node.depth === 1) problems.push({ line: at(node), message: 'o título da página já é o h1: comece as seções com ##' });
        else if (node.depth > level + 1) {
          problems.push({ line: at(node), message: `nível de título pulado: de ${'#'.repeat(level)} para ${'#'.repeat(node.depth)}` });
        }
        level = node.depth;
        break;
      case 'image':
        if (!node.alt?.trim())
          problems.push({ line: at(node), message: 'imagem sem texto alternativo: escreva ![o que ela mostra](caminho)', value: node.url });
        if (!node.url.startsWith('/') || node.url.startsWith('//')) {
          problems.push({
            line: at(node),
            message: 'a imagem deve ser um arquivo de static/, com o caminho começando com / (ex.: /images/diagrama.png)',
            value: node.url,
          });
        } else if (!IMAGE_FORMATS.test(node.url)) {
          problems.push({ line: at(node), message: 'formato de imagem não suportado: use JPEG, PNG, WebP, AVIF ou SVG', value: node.url });
        } else if (!imageExists(node.url)) {
          problems.push({ line: at(node), message: `arquivo não encontrado: static${node.url}` });
        } else if (svgSource && /\.svg$/i.test(node.url)) {
          const small = smallTextProblem(node.url, svgSource(node.url));
          if (small) problems.push({ line: at(node), message: small, value: node.url });
        }
        break;
      case 'imageReference':
        problems.push({ line: at(node), message: 'escreva a imagem com o caminho ao lado: ![o que ela mostra](/images/arquivo.png)' });
        break;
      case 'link':
      case 'definition': {
        const problem = checkUrl(node.url, anchors, targets);
        if (problem) problems.push({ line: at(node), message: problem, value: node.url });
        break;
      }
    }
  });
  return problems;
}
