// An SVG's text as a 320 px screen draws it (tools/markdown/diagramText.ts), and the Markdown check
// that names it (tools/markdown/checks.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkMarkdown } from '../../../tools/markdown/checks';
import { smallestText } from '../../../tools/markdown/diagramText';
import { parseMarkdown } from '../../../tools/markdown/parse';

const svg = (root: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${root}>\n${body}\n</svg>`;

describe("an SVG's text on a phone", () => {
  test('a diagram 760 wide is drawn 288 px wide: its 13 px label shows at 4.9 px, and 32 would be needed', () => {
    const small = smallestText(
      svg(
        'viewBox="0 0 760 380" width="760" height="380"',
        '<text x="1" y="2" font-size="17">Cliente</text>\n<text font-size="13">POST /reservas</text>',
      ),
    );
    assert.deepEqual(small && { ...small, shownPx: Number(small.shownPx.toFixed(2)) }, {
      line: 3,
      text: 'POST /reservas',
      shownPx: 4.93,
      neededSize: 32,
    });
  });

  test('a diagram 360 wide with text of 15 or more passes; 14 does not', () => {
    assert.equal(smallestText(svg('viewBox="0 0 360 600" width="360"', '<text font-size="15">ok</text>')), undefined);
    assert.equal(smallestText(svg('viewBox="0 0 360 600" width="360"', '<text font-size="14">pequeno</text>'))?.text, 'pequeno');
  });

  test('a narrow picture keeps its own width: 12 px in 200 px is 12 px', () => {
    assert.equal(smallestText(svg('viewBox="0 0 100 50" width="200"', '<text font-size="6">x2</text>')), undefined);
    assert.equal(smallestText(svg('viewBox="0 0 200 50" width="200"', '<text font-size="11">onze</text>'))?.shownPx, 11);
  });

  test('sizes are inherited from groups and the root, read from style before the attribute, in em, % and pt', () => {
    const sized = (body: string) => smallestText(svg('viewBox="0 0 288 100" font-size="20"', body))?.shownPx;
    assert.equal(sized('<g font-size="10"><text>herdado</text></g>'), 10);
    assert.equal(sized('<text>da raiz</text><text font-size="0.5em">meio</text>'), 10);
    assert.equal(sized('<g style="font-size: 50%" font-size="30"><tspan>estilo</tspan></g>'), 10);
    assert.equal(sized('<text font-size="6pt">pontos</text>'), 8);
    assert.equal(sized('<g font-size="10"/><text>depois de um vazio</text>'), undefined);
    assert.equal(sized('<!-- <text font-size="2">comentário</text> --><text>sem</text>'), undefined);
  });

  test('a case study showing it has a problem at its line, saying what to do', () => {
    const source = svg('viewBox="0 0 760 380" width="760"', '<text font-size="13">POST /reservas</text>');
    const { tree } = parseMarkdown('Texto.\n\n![Um fluxo](/images/fluxo.svg "O fluxo")\n\n![Outro](/images/foto.png)\n');
    const problems = checkMarkdown(tree, {
      targets: { isPage: () => true, sectionsOf: () => undefined, isFile: () => true },
      imageExists: () => true,
      svgSource: () => source,
    });
    assert.deepEqual(
      problems.map(({ line, message }) => `${line}: ${message}`),
      [
        '3: o texto "POST /reservas" (linha 2 de static/images/fluxo.svg) fica com 4,9 px numa tela de 320 px, abaixo de 12 px: ' +
          'desenhe o diagrama mais estreito (uma coluna, viewBox de até 360 de largura) ou com letras maiores (font-size 32 ou mais com a largura de agora)',
      ],
    );
  });
});
