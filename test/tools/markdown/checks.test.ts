import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkMarkdown, type CheckContext } from '../../../tools/markdown/checks';
import { parseMarkdown } from '../../../tools/markdown/parse';

/** A site with a home page in two editions (sections `contato`, `sobre-mim`), one case study and two files (tools/content/linkTargets.ts makes the real one). */
const context: CheckContext = {
  targets: {
    isPage: (path) => ['/', '/projetos/loja-verde', '/en/', '/en'].includes(path),
    sectionsOf: (path) => (path === '/' || path === '/en/' ? new Set(['contato', 'sobre-mim']) : undefined),
    isFile: (path) => path === '/curriculo.pdf' || path === '/images/diagrama.svg',
  },
  imageExists: (src) => src === '/images/diagrama.svg',
};
const problemsOf = (markdown: string) =>
  checkMarkdown(parseMarkdown(markdown).tree, context).map(({ line, message }) => `${line}: ${message}`);

describe('the checks of a Markdown body', () => {
  test("a clean text has no problem: https, mailto, the site's pages, sections, files and its own headings", () => {
    const text = [
      '## Contexto',
      '',
      'Veja [o código](https://github.com/x/y), [escreva](mailto:ola@example.com), [outro projeto](/projetos/loja-verde),',
      '[contato](/#contato), [em inglês](/en), [o CV](/curriculo.pdf) e [o contexto](#contexto).',
      '',
      '### Detalhe',
      '',
      '![Um diagrama do fluxo](/images/diagrama.svg)',
      '',
      '[ref]: https://example.com/ref',
    ].join('\n');
    assert.deepEqual(problemsOf(text), []);
  });

  test('images: without alt text, outside the site, of another format, or missing', () => {
    assert.deepEqual(
      problemsOf('![](/images/diagrama.svg)\n\n![Foto](https://example.com/a.png)\n\n![Doc](/images/a.pdf)\n\n![Falta](/images/nada.png)'),
      [
        '1: imagem sem texto alternativo: escreva ![o que ela mostra](caminho)',
        '3: a imagem deve ser um arquivo de static/, com o caminho começando com / (ex.: /images/diagrama.png)',
        '5: formato de imagem não suportado: use JPEG, PNG, WebP, AVIF ou SVG',
        '7: arquivo não encontrado: static/images/nada.png',
      ],
    );
  });

  test('links: javascript:, data:, http:, relative and protocol-relative addresses are refused', () => {
    const text = '[a](javascript:alert(1)) [b](data:text/html,x) [c](http://example.com) [d](outra.md) [e](//evil.example/)';
    const refused = problemsOf(text);
    assert.equal(refused.length, 5);
    for (const problem of refused) assert.match(problem, /^1: endereço não permitido: use https:\/\/, mailto: ou um caminho do site/);
  });

  test('links inside the site: a page it does not have, a section its home page does not have, an anchor of no heading', () => {
    assert.deepEqual(problemsOf('## Um\n\n[x](/projetos/nada) [y](/#nada) [z](#outro)'), [
      '3: o site não tem a página /projetos/nada',
      '3: a página / não tem a seção #nada (tem: contato, sobre-mim)',
      '3: nenhum título deste texto tem a âncora #outro',
    ]);
  });

  test('headings: an h1, and a level skipped', () => {
    assert.deepEqual(problemsOf('# Título\n\n## Seção\n\n#### Pulo'), [
      '1: o título da página já é o h1: comece as seções com ##',
      '5: nível de título pulado: de ## para ####',
    ]);
  });

  test('raw HTML is refused, block or inline', () => {
    assert.deepEqual(problemsOf('<div>bloco</div>\n\nTexto com <script>x</script> dentro.'), [
      '1: HTML não é aceito: escreva em Markdown',
      '3: HTML não é aceito: escreva em Markdown',
      '3: HTML não é aceito: escreva em Markdown',
    ]);
  });

  test('an image by reference is refused: its address would escape the checks', () => {
    assert.deepEqual(problemsOf('![x][img]\n\n[img]: /images/diagrama.svg'), [
      '1: escreva a imagem com o caminho ao lado: ![o que ela mostra](/images/arquivo.png)',
    ]);
  });
});
