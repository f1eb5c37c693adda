// What the dev server shows in place of the app while the content has problems.
import { escapeHtml } from '../../src/lib/html';
import { RELOAD_GENERATION_META, RELOAD_PATH } from './reloadEvents';

/** The list of problems, one line each; the page reloads itself when a file changes. */
export function problemsPage(lines: readonly string[]): string {
  const heading = lines.length === 1 ? 'O conteúdo tem 1 problema' : `O conteúdo tem ${lines.length} problemas`;
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${heading}</title>
    <style>body{margin:0 auto;max-width:60rem;padding:2rem 1rem;font:1rem/1.5 system-ui,sans-serif;background:#161b26;color:#f3f4f6}li{margin:.5rem 0}code{white-space:pre-wrap;color:#fca5a5}</style>
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <p>Corrija e salve o arquivo: esta página volta ao portfólio sozinha.</p>
      <ul>${lines.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('')}</ul>
    </main>
    <script>new EventSource(${JSON.stringify(`${RELOAD_PATH}?generation=`)} + (document.querySelector('meta[name="${RELOAD_GENERATION_META}"]')?.content ?? '')).addEventListener('change', () => location.reload());</script>
  </body>
</html>
`;
}
