// Developer-facing products: the finance API's documentation and the link shortener.
import { page } from './base';
import { sparkline } from './charts';

const METHOD_COLOURS: Record<string, string> = { GET: '#2563eb', POST: '#16a34a', PUT: '#d97706', DELETE: '#dc2626' };
const method = (name: string) =>
  `<span style="display:inline-block;width:64px;text-align:center;padding:4px 0;border-radius:6px;font-weight:700;font-size:12px;color:#fff;background:${METHOD_COLOURS[name]}">${name}</span>`;

export function financeApiDocs(): string {
  const endpoints: [string, string, string][] = [
    ['POST', '/v1/auth/login', 'Autentica e devolve um token JWT'],
    ['GET', '/v1/transacoes', 'Lista as transações do período'],
    ['POST', '/v1/transacoes', 'Registra uma receita ou despesa'],
    ['PUT', '/v1/transacoes/{id}', 'Atualiza uma transação'],
    ['DELETE', '/v1/transacoes/{id}', 'Remove uma transação'],
    ['GET', '/v1/relatorios/mensal', 'Resumo do mês por categoria'],
    ['GET', '/v1/categorias', 'Categorias do usuário'],
  ];
  const css = `body{background:#f8fafc}.bar{background:#0f172a;color:#fff;padding:14px 32px;display:flex;align-items:center;gap:16px}
    .layout{display:grid;grid-template-columns:1fr 470px;gap:22px;padding:20px 32px}.mono{font-family:'DejaVu Sans Mono',monospace;font-size:13px}
    .ep{display:flex;align-items:center;gap:14px;padding:10px 12px;border:1px solid #e2e8f0;border-radius:10px;background:#fff;margin-bottom:8px}
    .json{background:#0f172a;color:#e2e8f0;border-radius:12px;padding:16px 18px;line-height:1.6;white-space:pre}.k{color:#7dd3fc}.s{color:#86efac}.n{color:#fbbf24}`;
  const body = `<div class="bar"><span style="font-weight:800;font-size:18px">API Finanças</span><span class="pill" style="background:#1e293b;color:#93c5fd">v1.4.0</span><span class="pill" style="background:#1e293b;color:#86efac">OAS 3.0</span><span class="grow"></span><span class="small" style="color:#94a3b8">Servidor</span><span class="mono" style="background:#1e293b;padding:6px 12px;border-radius:8px">https://api.financas.example.com</span><span class="btn" style="background:#16a34a">Autorizar</span></div>
    <div class="layout"><div><h1 style="margin-bottom:4px">Transações</h1><p class="muted" style="margin-bottom:14px">Controle financeiro pessoal: receitas, despesas e relatórios mensais. Todas as rotas, exceto o login, pedem <span class="mono">Authorization: Bearer</span>.</p>
    ${endpoints.map(([verb, path, summary], index) => `<div class="ep" style="${index === 2 ? 'border-color:#16a34a;box-shadow:0 0 0 3px #dcfce7' : ''}">${method(verb)}<span class="mono strong">${path}</span><span class="muted small grow" style="text-align:right">${summary}</span></div>`).join('')}</div>
    <div class="card" style="align-self:start"><div class="row" style="margin-bottom:10px">${method('POST')}<span class="mono strong">/v1/transacoes</span></div>
    <p class="small strong" style="margin-bottom:6px">Corpo da requisição</p><div class="json mono">{
  <span class="k">"descricao"</span>: <span class="s">"Aluguel"</span>,
  <span class="k">"valor"</span>: <span class="n">-1850.00</span>,
  <span class="k">"categoria"</span>: <span class="s">"moradia"</span>,
  <span class="k">"data"</span>: <span class="s">"2024-07-05"</span>
}</div><div class="row" style="margin:12px 0 6px"><p class="small strong">Resposta</p><span class="pill" style="background:#dcfce7;color:#166534">201 Created</span></div><div class="json mono">{
  <span class="k">"id"</span>: <span class="s">"trn_8f2c41"</span>,
  <span class="k">"saldoDoMes"</span>: <span class="n">2364.75</span>
}</div></div></div>`;
  return page('#16a34a', css, body);
}

export function linkShortener(): string {
  const links: [string, string, number, number[]][] = [
    [
      'encurta.dev/promo-julho',
      'https://loja.example.com/campanhas/julho-2024?utm_source=instagram',
      4821,
      [3, 5, 4, 8, 12, 10, 15, 18, 16, 21],
    ],
    ['encurta.dev/cv', 'https://drive.example.com/arquivos/curriculo-atualizado.pdf', 962, [6, 7, 5, 8, 7, 9, 8, 10, 9, 11]],
    ['encurta.dev/live', 'https://video.example.com/ao-vivo/meetup-backend-poa', 2310, [1, 1, 2, 3, 9, 22, 18, 8, 5, 4]],
    ['encurta.dev/docs', 'https://docs.example.com/guia/primeiros-passos/instalacao', 1187, [9, 8, 10, 9, 11, 10, 12, 11, 13, 12]],
    ['encurta.dev/cardapio', 'https://cafe.example.com/cardapio/inverno-2024.pdf', 3654, [14, 16, 15, 19, 22, 20, 25, 27, 24, 29]],
    ['encurta.dev/vagas', 'https://empresa.example.com/carreiras/desenvolvimento?senioridade=pleno', 711, [2, 4, 3, 6, 5, 8, 7, 6, 9, 8]],
  ];
  const css = `body{background:linear-gradient(180deg,#eef2ff 0,#f8fafc 260px)}.wrap{width:980px;margin:0 auto;padding:24px 0}
    .big{display:flex;gap:10px;background:#fff;border-radius:14px;padding:10px;box-shadow:0 10px 30px rgb(79 70 229/.12)}`;
  const body = `<div class="wrap"><header class="row between"><span style="font-weight:800;font-size:20px;color:#4338ca">encurta<span style="color:#0f172a">.dev</span></span><div class="row"><span class="muted">Painel</span><span class="muted">API</span><span class="avatar" style="background:#4f46e5">LP</span></div></header>
    <h1 style="font-size:30px;text-align:center;margin:26px 0 14px">Links curtos, métricas de verdade</h1>
    <div class="big"><span class="input grow" style="border:none;font-size:15px;color:#334155">https://loja.example.com/produtos/cafeteira-italiana-inox-6-xicaras?cor=prata</span><span class="btn" style="font-size:15px;padding:10px 22px">Encurtar</span></div>
    <div class="row" style="justify-content:center;margin:12px 0 20px"><span class="pill" style="background:#dcfce7;color:#166534">✓ encurta.dev/cafeteira criado</span><span class="small muted">Limite: 100 requisições por minuto por IP · 37 usadas</span></div>
    <div class="card" style="padding:8px 8px 2px"><table><tr><th>Link curto</th><th>Destino</th><th>Acessos</th><th>Últimos 10 dias</th></tr>
    ${links.map(([short, target, clicks, trend]) => `<tr><td class="strong" style="color:#4338ca">${short}</td><td class="muted small" style="max-width:380px;overflow:hidden;text-overflow:ellipsis">${target}</td><td class="strong">${clicks.toLocaleString('pt-BR')}</td><td>${sparkline(trend, '#4f46e5')}</td></tr>`).join('')}
    </table></div></div>`;
  return page('#4f46e5', css, body);
}
