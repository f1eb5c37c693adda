/**
 * The demo owner's portrait: an illustration drawn here (no photograph of anyone), with soft shading
 * and a blurred studio background, so it reads as a portrait rather than an icon.
 */
export const PORTRAIT_SIZE = 750;

const SKIN = { light: '#f3cfb1', mid: '#e2ae88', shadow: '#c98e6a' };
const HAIR = '#2e2019';

const background = `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4ebf1"/><stop offset="1" stop-color="#a9bccd"/></linearGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="38"/></filter>
  <filter id="blur6"><feGaussianBlur stdDeviation="6"/></filter>
  <radialGradient id="face" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="${SKIN.light}"/><stop offset=".65" stop-color="${SKIN.mid}"/><stop offset="1" stop-color="${SKIN.shadow}"/></radialGradient>
  <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SKIN.shadow}"/><stop offset=".5" stop-color="${SKIN.mid}"/></linearGradient>
  <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d5170"/><stop offset="1" stop-color="#1f2b3d"/></linearGradient>
  <radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>
  <clipPath id="faceClip"><path d="${faceOutline()}"/></clipPath>`;

function faceOutline(): string {
  return 'M500 250C600 250 655 320 655 430C655 520 622 592 562 632C536 650 464 650 438 632C378 592 345 520 345 430C345 320 400 250 500 250Z';
}

const eye = (x: number) =>
  `<ellipse cx="${x}" cy="432" rx="27" ry="13" fill="#fbf8f5"/><circle cx="${x + 2}" cy="432" r="11" fill="#5a3d2b"/><circle cx="${x + 2}" cy="432" r="5" fill="#1b120d"/><circle cx="${x + 6}" cy="428" r="3" fill="#fff" opacity=".9"/><path d="M${x - 30} 430Q${x} 410 ${x + 30} 428" fill="none" stroke="#3a2a22" stroke-width="4" stroke-linecap="round"/>`;

export function portraitPage(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}"><defs>${background}</defs>
  <rect width="1000" height="1000" fill="url(#wall)"/>
  <g filter="url(#soft)" opacity=".75"><circle cx="170" cy="220" r="120" fill="#fff"/><circle cx="860" cy="300" r="90" fill="#f6e7d4"/><circle cx="800" cy="760" r="140" fill="#8fa7bd"/><circle cx="120" cy="780" r="110" fill="#c7d3de"/></g>
  <ellipse cx="500" cy="980" rx="420" ry="90" fill="#1b2533" opacity=".25" filter="url(#soft)"/>
  <path d="M170 1000C180 830 290 750 420 718L500 746L580 718C710 750 820 830 830 1000Z" fill="url(#shirt)"/>
  <path d="M430 590L430 722Q500 792 570 722L570 590Z" fill="url(#neck)"/>
  <path d="M420 718Q500 806 580 718" fill="none" stroke="#1a2433" stroke-width="10" opacity=".6"/>
  <path d="M250 860Q300 800 380 790M750 860Q700 800 620 790" fill="none" stroke="#15202e" stroke-width="6" opacity=".35"/>
  <ellipse cx="347" cy="455" rx="28" ry="50" fill="${SKIN.mid}"/><ellipse cx="653" cy="455" rx="28" ry="50" fill="${SKIN.mid}"/>
  <path d="${faceOutline()}" fill="url(#face)"/>
  <g clip-path="url(#faceClip)"><ellipse cx="500" cy="646" rx="120" ry="52" fill="#3b2a20" opacity=".1" filter="url(#blur6)"/><ellipse cx="420" cy="520" rx="40" ry="22" fill="#e58f7b" opacity=".18" filter="url(#blur6)"/><ellipse cx="580" cy="520" rx="40" ry="22" fill="#e58f7b" opacity=".18" filter="url(#blur6)"/></g>
  <path d="M338 450C318 300 392 206 502 204C620 202 688 292 664 452C656 392 636 342 604 318C546 340 452 334 398 310C370 336 350 388 338 450Z" fill="${HAIR}"/>
  <path d="M398 310C452 334 546 340 604 318C570 300 520 296 470 300C440 302 414 306 398 310Z" fill="#4a3428" opacity=".6"/>
  <path d="M392 396Q430 376 472 390M528 390Q570 376 608 396" fill="none" stroke="${HAIR}" stroke-width="11" stroke-linecap="round"/>
  ${eye(433)}${eye(565)}
  <g fill="none" stroke="#1f2937" stroke-width="6"><rect x="382" y="398" width="104" height="70" rx="24"/><rect x="514" y="398" width="104" height="70" rx="24"/><path d="M486 424Q500 414 514 424M382 420L350 412M618 420L650 412"/></g>
  <path d="M500 440Q494 498 478 518Q500 534 524 518" fill="none" stroke="${SKIN.shadow}" stroke-width="5" stroke-linecap="round" opacity=".8"/>
  <path d="M452 568Q500 600 548 568Q500 588 452 568Z" fill="#b4645a"/><path d="M462 572Q500 584 538 572" fill="none" stroke="#8c4a42" stroke-width="3" opacity=".6"/>
  <rect width="1000" height="1000" fill="url(#vignette)"/></svg>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>*{margin:0}body{width:${PORTRAIT_SIZE}px;height:${PORTRAIT_SIZE}px;overflow:hidden}</style></head><body>${svg}</body></html>`;
}
