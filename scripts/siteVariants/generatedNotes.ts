// Notes an owner could have written, generated for the scale test and its measurement (never committed):
// one a day back from a fixed date, three tags each, a body of a few hundred words with a code block.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TAGS = ['React', 'Node.js', 'PostgreSQL', 'CSS', 'Acessibilidade', 'Performance', 'Testes', 'Docker'];
export const DRAFT = 'rascunho-que-nao-sai';
const DAY = 86_400_000;
/** Note `index` (0 the newest): a day older for each, three tags, a body of a few hundred words with a code block. */
export const slugOf = (index: number) => `nota-${String(index).padStart(3, '0')}`;
const dateOf = (index: number) => new Date(Date.UTC(2026, 10, 1) - index * DAY).toISOString().slice(0, 10);
export const tagsOf = (index: number) => [0, 3, 5].map((step) => TAGS[(index + step) % TAGS.length]);

/** Writes `count` notes (and one draft, newer than all) into the content folder `dir`. */
export function writeGeneratedNotes(dir: string, count: number): void {
  mkdirSync(join(dir, 'notes'), { recursive: true });
  const paragraph = 'Um parágrafo sobre o que aprendi, com um exemplo do dia a dia e o que eu faria diferente da próxima vez. '.repeat(4);
  for (let index = 0; index < count; index++) {
    const text = [
      '---',
      `title: "Nota ${index}: um título de tamanho comum para uma nota"`,
      `date: ${dateOf(index)}`,
      `summary: "O resumo da nota ${index}, em uma ou duas frases, como a lista o mostra."`,
      `tags: [${tagsOf(index).join(', ')}]`,
      '---',
      '',
      '## O problema',
      '',
      paragraph,
      '',
      '```ts',
      `export const nota${index} = (a: number, b: number) => a + b;`,
      '```',
      '',
      '## O que mudou',
      '',
      paragraph,
      '',
    ].join('\n');
    writeFileSync(join(dir, 'notes', `${slugOf(index)}.md`), text);
  }
  // Newer than all of them: listed first anywhere it leaked to.
  writeFileSync(
    join(dir, 'notes', `${DRAFT}.md`),
    `---\ntitle: Um rascunho\ndate: 2026-11-20\nsummary: Ainda não.\ntags: [React]\ndraft: true\n---\n\n## Ainda escrevendo\n`,
  );
}
