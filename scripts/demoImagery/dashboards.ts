// Back-office screens with figures: the sales dashboard and the stock control.
import { appShell, page } from './base';
import { areaChart, barChart, donut, sparkline } from './charts';

const kpi = (label: string, value: string, change: string, up: boolean, trend: number[], color: string) =>
  `<div class="card"><p class="muted small">${label}</p><div class="row between"><p style="font-size:22px;font-weight:700;white-space:nowrap">${value}</p>${sparkline(trend, color, 64, 24)}</div><p class="small" style="color:${up ? '#16a34a' : '#dc2626'}">${up ? '▲' : '▼'} ${change} <span class="muted">vs. mês anterior</span></p></div>`;

const SALES = [
  42, 48, 45, 51, 58, 55, 61, 66, 59, 63, 70, 74, 68, 72, 79, 83, 78, 85, 91, 87, 94, 99, 96, 103, 108, 101, 112, 118, 114, 121,
];

export function salesDashboard(): string {
  const orders: [string, string, string, string, string][] = [
    ['#48213', 'Marina Costa', 'Curitiba', 'R$ 1.248,90', 'Pago'],
    ['#48212', 'João Pereira', 'Recife', 'R$ 389,00', 'Pago'],
    ['#48211', 'Fernanda Lima', 'São Paulo', 'R$ 2.104,50', 'Em análise'],
    ['#48210', 'Ricardo Alves', 'Porto Alegre', 'R$ 129,90', 'Pago'],
  ];
  const status = (value: string) =>
    `<span class="pill" style="background:${value === 'Pago' ? '#dcfce7;color:#166534' : '#fef9c3;color:#854d0e'}">${value}</span>`;
  const content = `
    <div class="grid" style="grid-template-columns:repeat(4,1fr)">
      ${kpi('Receita', 'R$ 184.320', '12,4%', true, SALES.slice(-10), '#4f46e5')}
      ${kpi('Pedidos', '1.284', '8,1%', true, [30, 34, 31, 38, 41, 39, 44, 47, 45, 50], '#0ea5e9')}
      ${kpi('Ticket médio', 'R$ 143,55', '3,9%', true, [12, 13, 12, 14, 13, 15, 14, 15, 16, 16], '#10b981')}
      ${kpi('Cancelamentos', '2,3%', '0,4 p.p.', false, [8, 7, 9, 8, 10, 9, 11, 10, 12, 11], '#f43f5e')}
    </div>
    <div class="grid" style="grid-template-columns:1.75fr 1fr">
      <div class="card"><div class="row between"><h2>Vendas nos últimos 30 dias</h2><span class="muted small">Atualizado há 12 s</span></div>${areaChart(SALES, 560, 170, '#4f46e5')}</div>
      <div class="card"><h2>Por região</h2>${barChart(
        [
          ['Sul', 38],
          ['SE', 62],
          ['CO', 21],
          ['NE', 44],
          ['N', 15],
        ],
        300,
        190,
        '#0ea5e9',
      )}</div>
    </div>
    <div class="card" style="padding:8px 8px 2px"><table><tr><th>Pedido</th><th>Cliente</th><th>Cidade</th><th>Valor</th><th>Situação</th></tr>
      ${orders.map(([id, name, city, value, state]) => `<tr><td class="strong">${id}</td><td>${name}</td><td class="muted">${city}</td><td>${value}</td><td>${status(state)}</td></tr>`).join('')}
    </table></div>`;
  const actions = `<span class="btn ghost">Hoje</span><span class="btn ghost">7 dias</span><span class="btn" style="background:#4f46e5">30 dias</span><span class="btn ghost">Exportar CSV</span>`;
  const shell = {
    name: 'Painel de Vendas',
    initial: 'P',
    nav: ['Visão geral', 'Pedidos', 'Produtos', 'Clientes', 'Relatórios', 'Configurações'],
    active: 0,
    user: { name: 'Ana', initials: 'AS', color: '#7c3aed' },
  };
  return page('#4f46e5', '', appShell(shell, 'Visão geral', actions, content));
}

export function stockControl(): string {
  const items: [string, string, number, number, string][] = [
    ['Arroz integral 1 kg', '7891234500012', 142, 200, '#16a34a'],
    ['Feijão carioca 1 kg', '7891234500029', 18, 150, '#dc2626'],
    ['Café torrado 500 g', '7891234500036', 64, 120, '#f59e0b'],
    ['Azeite extra virgem', '7891234500043', 87, 100, '#16a34a'],
    ['Leite integral 1 L', '7891234500050', 9, 240, '#dc2626'],
    ['Açúcar mascavo 1 kg', '7891234500067', 55, 90, '#16a34a'],
    ['Farinha de trigo 1 kg', '7891234500074', 31, 110, '#f59e0b'],
    ['Sabão em pó 800 g', '7891234500081', 120, 130, '#16a34a'],
    ['Detergente 500 ml', '7891234500098', 74, 160, '#f59e0b'],
  ];
  const rows = items
    .map(
      ([name, code, stock, max, color]) =>
        `<tr><td class="strong">${name}</td><td class="muted small" style="font-family:'DejaVu Sans Mono',monospace">${code}</td><td><div class="row"><div style="width:120px;height:8px;border-radius:4px;background:#e2e8f0"><div style="width:${Math.round((stock / max) * 100)}%;height:100%;border-radius:4px;background:${color}"></div></div>${stock} un.</div></td></tr>`,
    )
    .join('');
  const bars = Array.from(
    { length: 38 },
    (_, index) => `<span style="width:${[2, 1, 3, 1, 2][index % 5]}px;background:#0f172a;height:70px"></span>`,
  ).join('');
  const phone = `<div style="width:230px;height:470px;border-radius:34px;background:#0f172a;padding:10px;box-shadow:0 20px 40px rgb(15 23 42/.25)">
    <div style="height:100%;border-radius:26px;background:#1e293b;color:#fff;padding:18px 16px;display:flex;flex-direction:column;gap:14px">
      <p class="strong">Ler código de barras</p>
      <div style="flex:1;border-radius:16px;background:linear-gradient(160deg,#334155,#0f172a);display:grid;place-items:center;position:relative">
        <div style="background:#f8fafc;padding:14px 16px;border-radius:6px;display:flex;gap:2px">${bars}</div>
        <div style="position:absolute;left:18px;right:18px;top:50%;height:2px;background:#f43f5e;box-shadow:0 0 12px #f43f5e"></div>
      </div>
      <div style="background:#fff;color:#0f172a;border-radius:12px;padding:10px 12px"><p class="small muted">Encontrado</p><p class="strong">Feijão carioca 1 kg</p><p class="small" style="color:#dc2626">Estoque baixo: 18 un.</p></div>
      <span class="btn" style="text-align:center">Registrar entrada</span>
    </div></div>`;
  const content = `<div class="grid" style="grid-template-columns:1fr 250px;align-items:start">
    <div class="grid">
      <div class="grid" style="grid-template-columns:repeat(3,1fr)">
        <div class="card"><p class="muted small">Itens cadastrados</p><p style="font-size:24px;font-weight:700">1.326</p></div>
        <div class="card"><p class="muted small">Abaixo do mínimo</p><p style="font-size:24px;font-weight:700;color:#dc2626">14</p></div>
        <div class="card row between"><div><p class="muted small">Giro do mês</p><p class="small muted">meta: 60%</p></div>${donut(0.68, '#0d9488', 72)}</div>
      </div>
      <div class="card" style="padding:8px 8px 2px"><table><tr><th>Produto</th><th>Código</th><th>Estoque</th></tr>${rows}</table></div>
    </div>${phone}</div>`;
  const shell = {
    name: 'Estoque',
    initial: 'E',
    nav: ['Produtos', 'Entradas', 'Saídas', 'Fornecedores', 'Inventário'],
    active: 0,
    user: { name: 'Lu', initials: 'LM', color: '#0d9488' },
  };
  return page(
    '#0d9488',
    '',
    appShell(
      shell,
      'Produtos',
      `<span class="input" style="width:220px">Buscar produto ou código…</span><span class="btn">+ Novo produto</span>`,
      content,
    ),
  );
}
