/**
 * The shared look of the demo screenshots: a 1200x675 page (shot at 4/3 device pixels, 1600x900),
 * Inter when installed (Debian's fonts-inter) or DejaVu Sans, and an application shell.
 */
export const VIEWPORT = { width: 1200, height: 675, deviceScaleFactor: 4 / 3 };

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
body{width:1200px;height:675px;overflow:hidden;font:14px/1.45 Inter,'DejaVu Sans',sans-serif;color:#0f172a;background:#f1f5f9;-webkit-font-smoothing:antialiased}
ul{list-style:none}
.row{display:flex;align-items:center;gap:12px}.between{justify-content:space-between}.grow{flex:1}
.grid{display:grid;gap:16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;box-shadow:0 1px 2px rgb(15 23 42/.04)}
.muted{color:#64748b}.small{font-size:12px}.strong{font-weight:650}
h1{font-size:22px;font-weight:700;letter-spacing:-.01em}h2{font-size:15px;font-weight:650}
.pill{display:inline-block;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:600;white-space:nowrap}
.btn{display:inline-block;padding:8px 14px;border-radius:8px;font-weight:600;background:var(--accent);color:#fff;white-space:nowrap}
.btn.ghost{background:#fff;color:#334155;border:1px solid #cbd5e1}
.avatar{width:30px;height:30px;border-radius:50%;display:grid;place-items:center;color:#fff;font-size:11px;font-weight:700;flex:none}
.input{border:1px solid #cbd5e1;border-radius:8px;padding:8px 12px;background:#fff;color:#94a3b8}
table{width:100%;border-collapse:collapse}th{text-align:left;font-size:12px;font-weight:600;color:#64748b;padding:8px 10px}
td{padding:9px 10px;border-top:1px solid #eef2f7;white-space:nowrap}
.app{display:grid;grid-template-columns:210px 1fr;height:675px}
.side{background:var(--side,#0f172a);color:#cbd5e1;padding:20px 14px}
.brand{display:flex;align-items:center;gap:10px;color:#fff;font-weight:700;font-size:15px;margin:0 6px 24px;white-space:nowrap}
.logo{flex:none;width:30px;height:30px;border-radius:8px;background:var(--accent);display:grid;place-items:center;color:#fff;font-size:14px}
.side li{padding:9px 12px;border-radius:8px;margin-bottom:2px;display:flex;gap:10px;align-items:center}
.side li::before{content:'';width:14px;height:14px;border-radius:4px;border:2px solid currentColor;opacity:.7}
.side li.on{background:rgb(255 255 255/.09);color:#fff}
.main{padding:22px 26px;overflow:hidden;display:flex;flex-direction:column;gap:16px}
`;

/** A complete page: base styles, the product's accent colour, its own styles and body. */
export function page(accent: string, css: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>${BASE_CSS}:root{--accent:${accent}}${css}</style></head><body>${body}</body></html>`;
}

export interface Shell {
  name: string;
  initial: string;
  nav: string[];
  /** Index in nav of the page shown. */
  active: number;
  user: { name: string; initials: string; color: string };
}

/** The sidebar and top bar of a back-office application around its main content. */
export function appShell({ name, initial, nav, active, user }: Shell, title: string, actions: string, content: string): string {
  return `<div class="app"><aside class="side"><div class="brand"><span class="logo">${initial}</span>${name}</div><ul>${nav
    .map((item, index) => `<li class="${index === active ? 'on' : ''}">${item}</li>`)
    .join(
      '',
    )}</ul></aside><main class="main"><div class="row between"><div><p class="muted small">${name} / ${nav[active]}</p><h1>${title}</h1></div><div class="row">${actions}<span class="avatar" style="background:${user.color}">${user.initials}</span></div></div>${content}</main></div>`;
}

/** A coloured circle with initials, for people in the mock data. */
export const avatar = (initials: string, color: string) => `<span class="avatar" style="background:${color}">${initials}</span>`;
