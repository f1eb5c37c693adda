// Public websites: the organic store, the coffee shop's landing page and the tech blog.
import { page } from './base';

/** A piece of produce drawn as a photograph would frame it: the fruit on a soft backdrop. */
function produce(fruit: string, leaf: string, backdrop: string, shape: 'round' | 'long'): string {
  const body =
    shape === 'round' ? '<circle cx="100" cy="92" r="46"/>' : '<ellipse cx="100" cy="92" rx="30" ry="54" transform="rotate(28 100 92)"/>';
  return `<svg viewBox="0 0 200 150" width="100%" height="180" preserveAspectRatio="xMidYMid slice"><defs><radialGradient id="g${fruit.slice(1)}" cx=".35" cy=".3"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".35" stop-color="${fruit}"/><stop offset="1" stop-color="${fruit}" stop-opacity=".8"/></radialGradient></defs><rect width="200" height="150" fill="${backdrop}"/><ellipse cx="104" cy="140" rx="52" ry="8" fill="#000" opacity=".08"/><g fill="url(#g${fruit.slice(1)})">${body}</g><path d="M100 44c8-16 24-20 34-16-6 12-20 18-34 16z" fill="${leaf}"/></svg>`;
}

export function organicStore(): string {
  const products: [string, string, string, string, string, 'round' | 'long'][] = [
    ['Tomate orgânico', 'R$ 9,90 / kg', '#e4472f', '#3f8f3a', '#fdecea', 'round'],
    ['Laranja-pera', 'R$ 6,49 / kg', '#f59e0b', '#3f8f3a', '#fff4e0', 'round'],
    ['Berinjela', 'R$ 7,80 / kg', '#5b2a6e', '#4d7c0f', '#f1e9f5', 'long'],
    ['Limão-taiti', 'R$ 5,20 / kg', '#65a30d', '#3f6212', '#eef7e4', 'round'],
  ];
  const css = `.top{display:flex;align-items:center;gap:24px;padding:16px 40px;background:#fff;border-bottom:1px solid #e7efe3}
    .store{font-weight:800;font-size:22px;color:#166534;letter-spacing:-.02em}.nav{display:flex;gap:20px;color:#3f4f3a}
    .hero{margin:20px 40px;border-radius:18px;padding:30px 36px;background:linear-gradient(110deg,#14532d,#15803d 60%,#65a30d);color:#fff;display:flex;justify-content:space-between;align-items:center}
    .products{display:grid;grid-template-columns:repeat(4,1fr);gap:18px;margin:0 40px}.product{background:#fff;border-radius:14px;overflow:hidden;border:1px solid #e7efe3}`;
  const body = `<header class="top"><span class="store">Loja Verde</span><nav class="nav"><span>Hortifrúti</span><span>Mercearia</span><span>Laticínios</span><span>Cestas</span></nav><span class="input grow">Buscar orgânicos, ex.: tomate, mel, granola…</span><span class="btn">Carrinho · 3</span></header>
    <section class="hero"><div><p class="pill" style="background:rgb(255 255 255/.18)">Frete grátis acima de R$ 120</p><h1 style="font-size:34px;margin:12px 0 6px">Colheita da semana</h1><p style="opacity:.9;max-width:420px">Direto de produtores familiares da Serra Gaúcha, entregue em até 24 horas.</p></div><span class="btn" style="background:#fff;color:#166534;font-size:16px;padding:12px 22px">Ver ofertas</span></section>
    <div class="row between" style="margin:0 40px 12px"><h2 style="font-size:18px">Mais vendidos</h2><span class="small" style="color:#166534">Ver todos ›</span></div>
    <div class="products">${products
      .map(
        ([name, price, fruit, leaf, backdrop, shape]) =>
          `<div class="product">${produce(fruit, leaf, backdrop, shape)}<div style="padding:12px 14px"><p class="strong">${name}</p><p class="muted small">Produtor: Sítio Boa Terra</p><div class="row between" style="margin-top:8px"><span class="strong" style="color:#166534;font-size:16px">${price}</span><span class="btn" style="padding:6px 12px">Adicionar</span></div></div></div>`,
      )
      .join('')}</div>`;
  return page('#16a34a', css, body);
}

export function coffeeLanding(): string {
  const css = `body{background:#f7efe6;color:#2b1a12}.serif{font-family:'DejaVu Serif',Georgia,serif}
    .nav{display:flex;align-items:center;justify-content:space-between;padding:22px 56px}
    .hero{display:grid;grid-template-columns:1.1fr 1fr;gap:40px;padding:16px 56px;align-items:center}
    .menu{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin:18px 56px 0}`;
  const cup = `<svg viewBox="0 0 400 330" width="100%"><defs><radialGradient id="bg" cx=".5" cy=".45"><stop offset="0" stop-color="#e8c9a4"/><stop offset="1" stop-color="#c08a5b"/></radialGradient><radialGradient id="crema" cx=".45" cy=".4"><stop offset="0" stop-color="#d9a066"/><stop offset=".7" stop-color="#8a4b22"/><stop offset="1" stop-color="#4a230f"/></radialGradient></defs>
    <rect width="400" height="330" rx="28" fill="url(#bg)"/><ellipse cx="200" cy="205" rx="150" ry="60" fill="#fbf7f2"/><ellipse cx="200" cy="200" rx="150" ry="56" fill="#fff"/>
    <path d="M110 140h180l-14 90c-4 22-26 34-76 34s-72-12-76-34z" fill="#fdfaf6"/><path d="M288 156c40-4 46 44 6 50" fill="none" stroke="#fdfaf6" stroke-width="14"/>
    <ellipse cx="200" cy="140" rx="90" ry="22" fill="url(#crema)"/><path d="M180 136c10-8 30-8 40 0-10 6-30 6-40 0z" fill="#f1d3ad" opacity=".8"/>
    <path d="M170 100c-10-20 14-26 4-46M205 96c-10-20 14-26 4-46M238 100c-10-20 14-26 4-46" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".55"/></svg>`;
  const items = [
    ['Espresso', 'Grãos do Cerrado Mineiro', 'R$ 7,00'],
    ['Cappuccino', 'Leite vaporizado e canela', 'R$ 12,50'],
    ['Pão de queijo', 'Fornada a cada hora', 'R$ 6,00'],
  ];
  const body = `<nav class="nav"><span class="serif" style="font-size:26px;font-weight:700">Café Aurora</span><div class="row" style="gap:28px"><span>Cardápio</span><span>Nossa história</span><span>Como chegar</span><span class="btn" style="background:#7c3f1d">Reservar mesa</span></div></nav>
    <section class="hero"><div><p class="small strong" style="letter-spacing:.14em;color:#9a5a2e">DESDE 1998 NO CENTRO HISTÓRICO</p><h1 class="serif" style="font-size:46px;line-height:1.1;margin:12px 0 14px">Café coado na hora, pão saindo do forno.</h1><p style="font-size:16px;color:#5b4236;max-width:440px">Um cantinho tranquilo para o café da manhã, o almoço leve e a conversa longa da tarde.</p><div class="row" style="margin-top:22px"><span class="btn" style="background:#7c3f1d;padding:12px 22px;font-size:15px">Reservar mesa</span><span class="btn ghost" style="padding:12px 22px;font-size:15px;background:transparent;border-color:#7c3f1d;color:#7c3f1d">Ver cardápio</span></div>
    <p class="small" style="margin-top:18px;color:#5b4236">★★★★★ 4,8 · 1.240 avaliações · Ter a dom, 7h às 19h</p></div><div>${cup}</div></section>
    <div class="menu">${items.map(([name, note, price]) => `<div class="card row between" style="background:#fffaf4;border-color:#ead9c6"><div><p class="strong">${name}</p><p class="small" style="color:#8a6a58">${note}</p></div><span class="serif strong" style="font-size:17px;color:#7c3f1d">${price}</span></div>`).join('')}</div>`;
  return page('#7c3f1d', css, body);
}

export function techBlog(): string {
  const css = `body{background:#0b1120;color:#e2e8f0}.wrap{padding:22px 64px}.muted{color:#94a3b8}
    .posts{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;margin-top:18px}.post{background:#111a2e;border:1px solid #1e293b;border-radius:14px;padding:16px}
    .code{background:#020617;border:1px solid #1e293b;border-radius:12px;padding:16px 18px;font:13px/1.6 'DejaVu Sans Mono',monospace}`;
  const tag = (text: string) => `<span class="pill" style="background:#1e293b;color:#7dd3fc">${text}</span>`;
  const posts = [
    ['Cache HTTP sem mistério', '6 min', 'Performance', '#0ea5e9,#6366f1'],
    ['Testes que não quebram à toa', '9 min', 'Qualidade', '#10b981,#0ea5e9'],
    ['Markdown com componentes', '5 min', 'Next.js', '#f43f5e,#a855f7'],
  ];
  // A cover per post: its gradient crossed by a few rings, as blog covers often are.
  const cover = (colors: string) =>
    `<div style="height:150px;margin:-16px -16px 14px;border-radius:14px 14px 0 0;background:radial-gradient(circle at 80% 20%,transparent 40px,rgb(255 255 255/.18) 41px 43px,transparent 44px 80px,rgb(255 255 255/.12) 81px 83px,transparent 84px),linear-gradient(135deg,${colors})"></div>`;
  const body = `<div class="wrap"><header class="row between"><span style="font-size:20px;font-weight:800">blog<span style="color:#38bdf8">.tech</span></span><nav class="row muted" style="gap:24px"><span>Artigos</span><span>Séries</span><span>Sobre</span><span class="pill" style="background:#1e293b;color:#e2e8f0;padding:6px 12px">☾ Escuro</span></nav></header>
    <section style="display:grid;grid-template-columns:1fr 1fr;gap:32px;margin-top:28px;align-items:center"><div><div class="row">${tag('Performance')}${tag('React')}</div><h1 style="font-size:34px;line-height:1.15;margin:14px 0 10px">Como chegamos a 100 no Lighthouse sem abrir mão de nada</h1><p class="muted" style="font-size:15px">Pré-renderização, imagens responsivas e só o JavaScript que a página usa: o passo a passo com números.</p><p class="small muted" style="margin-top:14px">12 de março · 11 min de leitura</p></div>
    <pre class="code"><span style="color:#c084fc">export async function</span> <span style="color:#38bdf8">getStaticProps</span>() {
  <span style="color:#c084fc">const</span> posts = <span style="color:#c084fc">await</span> <span style="color:#38bdf8">readPosts</span>(<span style="color:#86efac">'conteudo/'</span>);
  <span style="color:#c084fc">return</span> {
    props: { posts: posts.<span style="color:#38bdf8">filter</span>((p) =&gt; !p.rascunho) },
    revalidate: <span style="color:#fbbf24">3600</span>,
  };
}</pre></section>
    <div class="posts">${posts.map(([title, time, topic, colors]) => `<article class="post">${cover(colors)}${tag(topic)}<h2 style="font-size:17px;margin:10px 0 6px">${title}</h2><p class="small muted">${time} de leitura</p></article>`).join('')}</div></div>`;
  return page('#38bdf8', css, body);
}
