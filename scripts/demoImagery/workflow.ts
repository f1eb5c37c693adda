// Back-office screens of day-to-day work: the appointment calendar and the help desk.
import { appShell, avatar, page } from './base';

const DAYS = ['Seg 14', 'Ter 15', 'Qua 16', 'Qui 17', 'Sex 18', 'Sáb 19'];
const HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
const HOUR = 52;

export function appointmentCalendar(): string {
  // [day, start hour, length in hours, service, client, colour]
  const bookings: [number, number, number, string, string, string][] = [
    [0, 9, 1, 'Corte feminino', 'Ana Paula', '#8b5cf6'],
    [0, 11, 1.5, 'Coloração', 'Beatriz R.', '#ec4899'],
    [0, 14, 1, 'Barba', 'Carlos M.', '#0ea5e9'],
    [1, 8, 1, 'Manicure', 'Daniela S.', '#f59e0b'],
    [1, 10, 2, 'Mechas', 'Eduarda T.', '#ec4899'],
    [1, 15, 1, 'Corte masculino', 'Felipe A.', '#0ea5e9'],
    [2, 9, 1, 'Escova', 'Gabriela N.', '#8b5cf6'],
    [2, 13, 1.5, 'Limpeza de pele', 'Helena F.', '#10b981'],
    [3, 8, 1, 'Pedicure', 'Isabela C.', '#f59e0b'],
    [3, 10, 1, 'Corte feminino', 'Júlia B.', '#8b5cf6'],
    [3, 14, 2, 'Progressiva', 'Karina L.', '#ec4899'],
    [4, 9, 1.5, 'Massagem', 'Larissa P.', '#10b981'],
    [4, 13, 1, 'Barba', 'Marcos V.', '#0ea5e9'],
    [4, 16, 1, 'Manicure', 'Natália O.', '#f59e0b'],
    [5, 8, 1, 'Escova', 'Olívia D.', '#8b5cf6'],
    [5, 9.5, 1.5, 'Coloração', 'Paula G.', '#ec4899'],
  ];
  const blocks = bookings
    .map(
      ([day, start, length, service, client, color]) =>
        `<div style="position:absolute;left:calc(${day} * (100% / 6) + 4px);width:calc(100% / 6 - 8px);top:${(start - 8) * HOUR + 2}px;height:${length * HOUR - 4}px;background:${color}1f;border-left:3px solid ${color};border-radius:6px;padding:5px 8px;overflow:hidden"><p class="small strong" style="color:${color};white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${String(Math.floor(start)).padStart(2, '0')}:${start % 1 ? '30' : '00'} · ${service}</p><p class="small" style="color:#334155">${client}</p></div>`,
    )
    .join('');
  const grid = `<div class="card" style="padding:0;overflow:hidden;flex:1">
    <div style="display:grid;grid-template-columns:52px 1fr;border-bottom:1px solid #e2e8f0"><span></span><div style="display:grid;grid-template-columns:repeat(6,1fr)">${DAYS.map((day, index) => `<p class="small strong" style="padding:10px;${index === 2 ? 'color:#7c3aed' : ''}">${day}</p>`).join('')}</div></div>
    <div style="display:grid;grid-template-columns:52px 1fr"><div>${HOURS.map((hour) => `<p class="small muted" style="height:${HOUR}px;padding:2px 8px">${hour}h</p>`).join('')}</div>
    <div style="position:relative;background:repeating-linear-gradient(#fff 0 ${HOUR - 1}px,#eef2f7 ${HOUR - 1}px ${HOUR}px)">${blocks}</div></div></div>`;
  const reminders = [
    ['Ana Paula', 'amanhã, 09:00', '#8b5cf6'],
    ['Carlos M.', 'amanhã, 14:00', '#0ea5e9'],
    ['Daniela S.', 'ter, 08:00', '#f59e0b'],
    ['Eduarda T.', 'ter, 10:00', '#ec4899'],
  ];
  const side = `<div class="grid" style="grid-template-columns:1fr;width:230px;align-content:start">
    <div class="card"><p class="muted small">Hoje</p><p style="font-size:24px;font-weight:700">12 horários</p><p class="small" style="color:#16a34a">92% da agenda ocupada</p></div>
    <div class="card"><h2 style="margin-bottom:10px">Lembretes por e-mail</h2>${reminders
      .map(
        ([name, when, color]) =>
          `<div class="row" style="margin-bottom:10px">${avatar(
            name
              .split(' ')
              .map((part) => part[0])
              .join(''),
            color,
          )}<div><p class="small strong">${name}</p><p class="small muted">Enviado · ${when}</p></div></div>`,
      )
      .join('')}</div></div>`;
  const shell = {
    name: 'Agenda Fácil',
    initial: 'A',
    nav: ['Agenda', 'Clientes', 'Profissionais', 'Serviços', 'Lembretes', 'Relatórios'],
    active: 0,
    user: { name: 'Rita', initials: 'RC', color: '#7c3aed' },
  };
  const actions = `<span class="btn ghost">‹ Semana anterior</span><span class="btn ghost">Próxima ›</span><span class="btn">+ Novo horário</span>`;
  return page(
    '#7c3aed',
    '',
    appShell(
      shell,
      'Semana de 14 a 19 de julho',
      actions,
      `<div class="row" style="align-items:stretch;gap:16px;flex:1;min-height:0">${grid}${side}</div>`,
    ),
  );
}

export function helpDesk(): string {
  const priority: Record<string, string> = {
    Alta: 'background:#fee2e2;color:#991b1b',
    Média: 'background:#fef3c7;color:#92400e',
    Baixa: 'background:#e0f2fe;color:#075985',
  };
  const columns: [string, string, [string, string, string, string, string][]][] = [
    [
      'Abertos',
      '#64748b',
      [
        ['#1042', 'Impressora do financeiro não imprime', 'Alta', 'RM', '#ef4444'],
        ['#1043', 'Acesso à VPN para novo colaborador', 'Média', 'TS', '#f59e0b'],
        ['#1045', 'Troca de mouse sem fio', 'Baixa', 'JP', '#0ea5e9'],
      ],
    ],
    [
      'Em atendimento',
      '#2563eb',
      [
        ['#1038', 'E-mail não sincroniza no celular', 'Alta', 'AC', '#8b5cf6'],
        ['#1040', 'Lentidão no sistema de notas', 'Média', 'BL', '#10b981'],
      ],
    ],
    [
      'Aguardando cliente',
      '#f59e0b',
      [
        ['#1031', 'Instalação do leitor de PDF', 'Baixa', 'CF', '#ec4899'],
        ['#1036', 'Senha do portal expirada', 'Média', 'DM', '#6366f1'],
      ],
    ],
    [
      'Resolvidos',
      '#16a34a',
      [
        ['#1029', 'Monitor piscando na recepção', 'Média', 'EV', '#14b8a6'],
        ['#1030', 'Backup da pasta de contratos', 'Alta', 'FR', '#f97316'],
        ['#1033', 'Cadastro no ponto eletrônico', 'Baixa', 'GS', '#84cc16'],
      ],
    ],
  ];
  const board = columns
    .map(
      ([
        title,
        color,
        tickets,
      ]) => `<div style="background:#e9eef5;border-radius:12px;padding:12px;display:flex;flex-direction:column;gap:10px">
      <div class="row between"><p class="strong" style="display:flex;gap:8px;align-items:center"><span style="width:9px;height:9px;border-radius:50%;background:${color}"></span>${title}</p><span class="pill" style="background:#fff;color:#475569">${tickets.length}</span></div>
      ${tickets.map(([id, subject, level, initials, tone]) => `<div class="card" style="padding:12px"><p class="small muted">${id} · há ${(Number(id.slice(1)) % 9) + 1} h</p><p class="strong" style="margin:4px 0 10px">${subject}</p><div class="row between"><span class="pill" style="${priority[level]}">${level}</span>${avatar(initials, tone)}</div></div>`).join('')}
    </div>`,
    )
    .join('');
  const content = `<div class="row" style="gap:10px"><span class="pill" style="background:#1e293b;color:#fff;padding:6px 12px">Todas as filas</span><span class="pill" style="background:#fff;color:#334155;padding:6px 12px;border:1px solid #cbd5e1">Infraestrutura</span><span class="pill" style="background:#fff;color:#334155;padding:6px 12px;border:1px solid #cbd5e1">Sistemas</span><span class="pill" style="background:#fff;color:#334155;padding:6px 12px;border:1px solid #cbd5e1">Acessos</span><span class="grow"></span><span class="small muted">Tempo médio de resposta: <b style="color:#0f172a">38 min</b></span></div>
    <div class="grid" style="grid-template-columns:repeat(4,1fr);align-items:start">${board}</div>`;
  const shell = {
    name: 'Central de Chamados',
    initial: 'C',
    nav: ['Quadro', 'Meus chamados', 'Filas', 'Histórico', 'Relatórios'],
    active: 0,
    user: { name: 'Bruno', initials: 'BL', color: '#2563eb' },
  };
  return page(
    '#2563eb',
    '.side{--side:#172033}',
    appShell(
      shell,
      'Quadro de chamados',
      `<span class="input" style="width:220px">Buscar chamado…</span><span class="btn">+ Abrir chamado</span>`,
      content,
    ),
  );
}
