// Generates the site's raster and SVG artwork from code: `node scripts/render-artwork.mjs`.
// Hero backgrounds, site icons, brand mark and demo portraits.
// Deterministic: every random choice comes from a seeded generator, so reruns give identical files.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NAVY = '#0F172A',
  ORANGE = '#F2994A',
  PURPLE = '#9B51E0';
const W = 1920,
  H = 1080,
  GRAIN = 8; // grain: peak amplitude in 8-bit levels
const n = (v) => Math.round(v * 10) / 10;

function rng(seed) {
  // mulberry32
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) =>
  '#' +
  hex(a)
    .map((v, i) =>
      Math.round(v + (hex(b)[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const stops = (...s) =>
  s.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
const glow = (x, y, r, c, a = 0.5) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#g${c})" opacity="${a}"/>`;

// Shared frame: navy ground, then the slide's artwork, then a left-side veil that keeps headline copy legible.
const hero = (
  defs,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x2="1" y2="1">${stops([0, '#0A1020'], [1, '#16193A'])}</linearGradient>
<radialGradient id="gP">${stops([0, PURPLE, 0.7], [0.5, PURPLE, 0.22], [1, PURPLE, 0])}</radialGradient>
<radialGradient id="gO">${stops([0, ORANGE, 0.75], [0.5, ORANGE, 0.22], [1, ORANGE, 0])}</radialGradient>
<radialGradient id="gW">${stops([0, '#FFF6EC', 1], [0.35, '#FFD9B0', 0.5], [1, ORANGE, 0])}</radialGradient>
<linearGradient id="veil">${stops([0, NAVY, 0.97], [0.42, NAVY, 0.9], [0.58, NAVY, 0.6], [0.74, NAVY, 0.12], [0.85, NAVY, 0])}</linearGradient>
<linearGradient id="vig" x2="0" y2="1">${stops([0, NAVY, 0.55], [0.18, NAVY, 0], [0.8, NAVY, 0], [1, NAVY, 0.7])}</linearGradient>
<filter id="b8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
${defs}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${body}
<rect width="${W}" height="${H}" fill="url(#veil)"/><rect width="${W}" height="${H}" fill="url(#vig)"/>
</svg>`;

// 1. Global strategy: a tilted wire globe with client nodes joined by great-circle arcs.
function globe() {
  const r = rng(11),
    cx = 1400,
    cy = 540,
    R = 350,
    tilt = 0.42;
  const vec = (lat, lon) => [
    Math.cos(lat) * Math.sin(lon),
    Math.sin(lat),
    Math.cos(lat) * Math.cos(lon),
  ];
  const proj = ([x, y, z], k = 1) => [
    cx + R * k * x,
    cy - R * k * (y * Math.cos(tilt) - z * Math.sin(tilt)),
    y * Math.sin(tilt) + z * Math.cos(tilt),
  ];
  const runs = (pts) => {
    // split a projected polyline into front and back paths
    const out = { f: '', b: '' };
    pts.forEach((p, i) => {
      if (i) {
        const s = (p[2] + pts[i - 1][2]) / 2 >= 0 ? 'f' : 'b';
        out[s] += `M${n(pts[i - 1][0])} ${n(pts[i - 1][1])}L${n(p[0])} ${n(p[1])}`;
      }
    });
    return out;
  };
  let front = '',
    back = '';
  const add = (pts) => {
    const o = runs(pts);
    front += o.f;
    back += o.b;
  };
  const steps = [...Array(73).keys()].map((i) => (i / 72) * 2 * Math.PI);
  for (let lon = 0; lon < 180; lon += 20)
    add(steps.map((t) => proj(vec(t, (lon * Math.PI) / 180))));
  for (let lat = -60; lat <= 60; lat += 20)
    add(steps.map((t) => proj(vec((lat * Math.PI) / 180, t))));
  const nodes = [];
  while (nodes.length < 30) {
    const v = vec(r() * 1.8 - 0.7, r() * 2 * Math.PI);
    if (proj(v)[2] > 0.2) nodes.push(v);
  }
  const dotp = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const pairs = new Set(['0-11', '3-17', '6-20']); // a few long-haul links, plus each node to its two nearest
  nodes.forEach((a, i) =>
    nodes
      .map((b, j) => [dotp(a, b), j])
      .filter(([, j]) => j !== i)
      .sort((p, q) => q[0] - p[0])
      .slice(0, 2)
      .forEach(([, j]) => pairs.add(`${Math.min(i, j)}-${Math.max(i, j)}`)),
  );
  let arcs = '';
  for (const key of pairs) {
    const [a, b] = key.split('-').map((k) => nodes[+k]),
      om = Math.acos(Math.min(1, dotp(a, b)));
    const pts = [...Array(41).keys()].map((j) => {
      const t = j / 40,
        s = Math.sin(om),
        ka = Math.sin((1 - t) * om) / s,
        kb = Math.sin(t * om) / s;
      return proj(
        a.map((v, d) => ka * v + kb * b[d]),
        1 + 0.18 * om * Math.sin(Math.PI * t),
      );
    });
    arcs += 'M' + pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L');
  }
  const dots = nodes
    .map((v) => proj(v))
    .map(
      ([x, y], i) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${i % 3 ? PURPLE : ORANGE}" filter="url(#b8)"/><circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="#FFF4E8"/>`,
    )
    .join('');
  const stars = [...Array(70)]
    .map(
      () =>
        `<circle cx="${n(900 + r() * 1020)}" cy="${n(r() * H)}" r="${n(0.6 + r() * 1.2)}" fill="#E2E8F0" opacity="${n(0.15 + r() * 0.4)}"/>`,
    )
    .join('');
  return hero(
    `<linearGradient id="arc" gradientUnits="userSpaceOnUse" x1="1050" y1="250" x2="1750" y2="850">${stops([0, ORANGE], [1, PURPLE])}</linearGradient>
<radialGradient id="sph" cx="0.38" cy="0.32">${stops([0, '#3A2A6E', 0.85], [0.7, '#1B1840', 0.6], [1, NAVY, 0])}</radialGradient>`,
    `${glow(1560, 330, 620, 'P', 0.55)}${glow(1230, 860, 480, 'O', 0.35)}${stars}
<circle cx="${cx}" cy="${cy}" r="${R + 30}" fill="url(#sph)"/>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${PURPLE}" stroke-width="10" opacity="0.35" filter="url(#b8)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${R + 150}" ry="120" transform="rotate(-18 ${cx} ${cy})" fill="none" stroke="#CBD5E1" stroke-width="1" stroke-dasharray="2 8" opacity="0.35"/>
<ellipse cx="${cx}" cy="${cy}" rx="${R + 90}" ry="${R + 90}" fill="none" stroke="#CBD5E1" stroke-width="0.8" opacity="0.12"/>
<path d="${back}" fill="none" stroke="#94A3B8" stroke-width="0.8" opacity="0.12"/>
<path d="${front}" fill="none" stroke="#C4B5FD" stroke-width="1" opacity="0.32"/>
<path d="${arcs}" fill="none" stroke="url(#arc)" stroke-width="5" opacity="0.45" filter="url(#b8)"/>
<path d="${arcs}" fill="none" stroke="url(#arc)" stroke-width="1.6" stroke-linecap="round"/>${dots}`,
  );
}

// 2. Digital transformation: data streams converge into a point of light; circuit traces carry it onward.
function streams() {
  const r = rng(22),
    fx = 1470,
    fy = 560;
  let flow = '',
    traces = '',
    pads = '',
    bits = '';
  for (let i = 0; i < 44; i++) {
    const y0 = 90 + (i / 43) * 900 + (r() - 0.5) * 20,
      y1 = fy + (r() - 0.5) * 28;
    flow += `<path d="M500 ${n(y0)}C${n(900 + r() * 150)} ${n(y0)} ${n(1150 + r() * 100)} ${n(y1 + (y0 - fy) * 0.18)} ${fx} ${n(y1)}" opacity="${n(0.3 + r() * 0.5)}"/>`;
  }
  for (let i = 0; i < 16; i++) {
    // nested traces: the outermost turn first, so none cross
    const k = Math.floor(i / 2),
      off = (k + 1) * 40 * (i % 2 ? 1 : -1),
      y0 = fy + off * 0.22,
      y2 = fy + off;
    const x1 = fx + 150 - k * 14,
      x2 = x1 + Math.abs(y2 - y0),
      x3 = Math.min(1860, x2 + 60 + r() * 220);
    traces += `M${fx} ${n(y0)}L${n(x1)} ${n(y0)}L${n(x2)} ${n(y2)}L${n(x3)} ${n(y2)}`;
    pads += `<circle cx="${n(x3 + 4)}" cy="${n(y2)}" r="4" fill="none" stroke="#FCD9B6" stroke-width="1.4" opacity="0.8"/>`;
    bits += `<rect x="${n(x2 + 20 + r() * (x3 - x2 - 60))}" y="${n(y2 - 1.5)}" width="${n(12 + r() * 20)}" height="3" rx="1.5" fill="${i % 3 ? ORANGE : '#E9D5FF'}"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const x = 1000 + r() * 440,
      s = 2 + r() * 4;
    bits += `<rect x="${n(x)}" y="${n(fy + (r() - 0.5) * (fx - x) * 1.3)}" width="${n(s)}" height="${n(s)}" fill="#E9D5FF" opacity="${n(0.2 + r() * 0.5)}"/>`;
  }
  return hero(
    `<linearGradient id="fl" gradientUnits="userSpaceOnUse" x1="560" x2="${fx}" y1="0" y2="0">${stops([0, '#64748B', 0], [0.45, PURPLE, 0.7], [0.85, ORANGE, 0.9], [1, '#FFF1E0'])}</linearGradient>
<linearGradient id="tr" gradientUnits="userSpaceOnUse" x1="${fx}" x2="1900" y1="0" y2="0">${stops([0, '#FFE8D1', 0.9], [0.5, '#C4B5FD', 0.5], [1, '#C4B5FD', 0.15])}</linearGradient>`,
    `${glow(1500, 300, 640, 'P', 0.5)}${glow(1700, 900, 420, 'O', 0.3)}
<g fill="none" stroke="url(#fl)" stroke-width="1.3">${flow}</g>
<path d="${traces}" fill="none" stroke="url(#tr)" stroke-width="1.5" stroke-linejoin="round"/>${pads}${bits}
${glow(fx, fy, 260, 'P', 0.9)}${glow(fx, fy, 150, 'O', 0.95)}${glow(fx, fy, 48, 'W', 1)}
<circle cx="${fx}" cy="${fy}" r="6" fill="#FFFFFF"/>`,
  );
}

// 3. Enterprise leadership: HITEC City style towers and a Charminar silhouette at dusk over the lake.
function skyline() {
  const r = rng(33),
    hz = 840,
    sx = 1480;
  const towers = (x0, x1, hMin, hMax, fill, lit, gap = [0, 0]) => {
    let s = '',
      x = x0;
    while (x < x1) {
      const w = 34 + r() * 58,
        h = hMin + r() * (hMax - hMin) * Math.min(1, (x - x0 + 300) / 900),
        top = hz - h,
        kind = Math.floor(r() * 4);
      if (x + w > gap[0] && x < gap[1]) {
        x = gap[1];
        continue;
      }
      const d = [
        // flat, sloped glass, set-back crown, curved crown
        `M${n(x)} ${hz}V${n(top)}H${n(x + w)}V${hz}Z`,
        `M${n(x)} ${hz}V${n(top + 34)}L${n(x + w)} ${n(top)}V${hz}Z`,
        `M${n(x)} ${hz}V${n(top + 40)}H${n(x + w * 0.2)}V${n(top)}H${n(x + w * 0.8)}V${n(top + 40)}H${n(x + w)}V${hz}Z`,
        `M${n(x)} ${hz}V${n(top + 24)}Q${n(x + w / 2)} ${n(top - 20)} ${n(x + w)} ${n(top + 24)}V${hz}Z`,
      ][kind];
      s += `<path d="${d}" fill="${fill}"/>`;
      if (kind === 0 && r() < 0.5)
        s += `<path d="M${n(x + w / 2)} ${n(top)}v-${n(20 + r() * 40)}" stroke="${fill}" stroke-width="2"/>`;
      for (let wy = top + 46; lit && wy < hz - 10; wy += 14)
        for (let wx = x + 6; wx < x + w - 8; wx += 9)
          if (r() < 0.12)
            s += `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="6" fill="${r() < 0.6 ? '#FDBA74' : '#DDD6FE'}" opacity="${n(0.3 + r() * 0.45)}"/>`;
      x += w + 4 + r() * 14;
    }
    return s;
  };
  const cm = (x, s, fill) => {
    // stylised Charminar: four minarets around an arched gateway
    let p = `<path d="M${x - 62 * s} ${hz}V${hz - 120 * s}H${x + 62 * s}V${hz}H${x + 24 * s}V${hz - 56 * s}A${24 * s} ${28 * s} 0 0 0 ${x - 24 * s} ${hz - 56 * s}V${hz}Z"/>`;
    p += `<rect x="${x - 58 * s}" y="${hz - 132 * s}" width="${116 * s}" height="${12 * s}"/>`;
    for (let k = -5; k <= 5; k++)
      p += `<rect x="${x + (k * 10 - 3) * s}" y="${hz - 140 * s}" width="${6 * s}" height="${8 * s}"/>`; // parapet
    for (const dx of [-62, 62])
      p +=
        `<rect x="${x + (dx - 14) * s}" y="${hz - 158 * s}" width="${28 * s}" height="${6 * s}"/><rect x="${x + (dx - 13) * s}" y="${hz - 200 * s}" width="${26 * s}" height="${5 * s}"/>` +
        `<rect x="${x + (dx - 9) * s}" y="${hz - 230 * s}" width="${18 * s}" height="${230 * s}"/><ellipse cx="${x + dx * s}" cy="${hz - 232 * s}" rx="${11 * s}" ry="${14 * s}"/><path d="M${x + dx * s} ${hz - 250 * s}v-${12 * s}" stroke="${fill}" stroke-width="${2 * s}"/>`;
    return `<g fill="${fill}">${p}</g>`;
  };
  const refl = [...Array(22)]
    .map(
      (_, i) =>
        `<rect x="${n(sx - (140 - i * 5) * (0.6 + r() * 0.4))}" y="${hz + 14 + i * 9}" width="${n((280 - i * 10) * (0.6 + r() * 0.4))}" height="2" fill="${ORANGE}" opacity="${n(0.5 - i * 0.02)}"/>`,
    )
    .join('');
  return hero(
    `<linearGradient id="sky" x2="0" y2="1">${stops([0, '#0C1226'], [0.45, '#1F1A45'], [0.75, '#44285F'], [1, '#5A2D63'])}</linearGradient>
<linearGradient id="lake" x2="0" y2="1">${stops([0, '#1A1733'], [1, '#070B17'])}</linearGradient>
<linearGradient id="sun" x2="0" y2="1">${stops([0, '#FFE9CF'], [0.6, '#FDBA74'], [1, ORANGE])}</linearGradient>`,
    `<rect width="${W}" height="${hz}" fill="url(#sky)"/>${glow(sx, hz, 560, 'P', 0.7)}
<ellipse cx="${sx}" cy="${hz}" rx="800" ry="340" fill="url(#gO)"/>${glow(sx, hz - 220, 320, 'O', 1)}
<circle cx="${sx}" cy="${hz - 220}" r="78" fill="url(#sun)"/>
<g fill="none" stroke="#FFE4CC" stroke-width="1"><circle cx="${sx}" cy="${hz - 220}" r="190" opacity="0.22"/><circle cx="${sx}" cy="${hz - 220}" r="300" opacity="0.12" stroke-dasharray="3 9"/>
<path d="M${sx} ${hz - 640}L${sx + 420} ${hz - 220}L${sx} ${hz + 200}L${sx - 420} ${hz - 220}Z" opacity="0.08"/></g>
<g opacity="0.9">${towers(740, 1960, 200, 440, '#3B2A6C', false, [sx - 150, sx + 150])}</g>
${towers(660, 1960, 60, 460, '#0B1020', true, [sx - 125, sx + 125])}${cm(sx, 1.25, '#0B1020')}
<rect y="${hz}" width="${W}" height="${H - hz}" fill="url(#lake)"/><path d="M0 ${hz}H${W}" stroke="#FDBA74" stroke-opacity="0.25"/>${refl}`,
  );
}

// 4. Implementation excellence: isometric blocks rising like a growth chart, with a trend line.
function steps() {
  const r = rng(44),
    a = 66,
    c = 0.866,
    base = 900,
    heights = [80, 140, 215, 300, 395, 500];
  const tops = [];
  let blocks = '',
    ghosts = '';
  const box = (x, y, h, fill, t) => {
    const L = [x - a * c, y - a / 2],
      R = [x + a * c, y - a / 2],
      K = [x, y - a],
      F = [x, y];
    const P = (pts, dy) =>
      pts.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py - dy[i])}`).join('') + 'Z';
    return `<path d="${P([L, F, F, L], [0, 0, h, h])}" fill="${mix(fill, '#2A1850', 0.35)}"/><path d="${P([F, R, R, F], [0, 0, h, h])}" fill="${mix(fill, '#1A1238', 0.62)}"/>
<path d="${P([L, F, R, K], [h, h, h, h])}" fill="${mix(fill, '#FFFFFF', 0.15 + t * 0.1)}"/><path d="${P([L, F, R], [h, h, h])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="1"/>`;
  };
  heights.forEach((h, i) => {
    const x = 1040 + i * 2 * a * c,
      y = base - i * 8,
      t = i / (heights.length - 1);
    ghosts += `<path d="M${n(x + a * c)} ${n(y - a / 2 - h - 120)}l${n(a * c)} ${a / 2}l-${n(a * c)} ${a / 2}l-${n(a * c)} -${a / 2}Z" fill="none" stroke="#C4B5FD" stroke-opacity="0.18"/>`;
    blocks += box(x, y, h, mix(PURPLE, ORANGE, t), t);
    tops.push([x, y - a / 2 - h - 70]);
  });
  let grid = '';
  for (let k = -10; k <= 12; k++)
    grid += `M${800 + k * 2 * a * c} 1080l${n(500 * c)} -250M${800 + k * 2 * a * c} 1080l-${n(500 * c)} -250`;
  const line = 'M' + tops.map(([x, y]) => `${n(x)} ${n(y)}`).join('L');
  const [[px, py], [ex, ey]] = tops.slice(-2),
    ang = (Math.atan2(ey - py, ex - px) * 180) / Math.PI;
  const floaters = [...Array(14)]
    .map(() => {
      const s = 6 + r() * 16,
        x = 1000 + r() * 880,
        y = 120 + r() * 300;
      return `<rect x="${n(x - s / 2)}" y="${n(y - s / 2)}" width="${n(s)}" height="${n(s)}" transform="rotate(45 ${n(x)} ${n(y)})" fill="none" stroke="#E9D5FF" stroke-opacity="${n(0.15 + r() * 0.3)}"/>`;
    })
    .join('');
  return hero(
    `<linearGradient id="floor" x2="0" y2="1">${stops([0, NAVY, 0], [0.6, NAVY, 0.55], [1, NAVY, 0.95])}</linearGradient>`,
    `${glow(1620, 360, 560, 'O', 0.45)}${glow(1250, 520, 620, 'P', 0.55)}
<path d="${grid}" stroke="#CBD5E1" stroke-opacity="0.07" fill="none"/>${ghosts}${floaters}${blocks}
<rect y="760" width="${W}" height="320" fill="url(#floor)"/>
<path d="${line}" fill="none" stroke="${ORANGE}" stroke-width="6" opacity="0.5" filter="url(#b8)"/>
<path d="${line}" fill="none" stroke="#FFF1E0" stroke-width="2"/>
${tops.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${NAVY}" stroke="#FFF1E0" stroke-width="2"/>`).join('')}
<g transform="translate(${n(ex)} ${n(ey)}) rotate(${n(ang)})"><path d="M0 0H52" stroke="#FFF1E0" stroke-width="2"/><path d="M62 0L46 -8V8Z" fill="#FFF1E0"/></g>`,
  );
}

// Brand mark: an eight-point north star, long vertical points, orange to purple.
function star(cx, cy, R, { simple = false, id = 'northstar-gradient' } = {}) {
  const pt = (k, rr) => {
    const ang = (k * Math.PI) / 8 - Math.PI / 2;
    return [n(cx + R * rr * Math.cos(ang)), n(cy + R * rr * Math.sin(ang))];
  };
  const rad = (k) =>
    k % 8 === 0
      ? 1
      : k % 4 === 0
        ? simple
          ? 0.85
          : 0.74
        : k % 2 === 0
          ? simple
            ? 0.36
            : 0.46
          : simple
            ? 0.34
            : 0.2;
  const d = 'M' + [...Array(16).keys()].map((k) => pt(k, rad(k)).join(' ')).join('L') + 'Z';
  const facets = simple
    ? ''
    : [0, 4, 8, 12]
        .map((k) => `M${cx} ${cy}L${pt(k, rad(k)).join(' ')}L${pt(k + 1, rad(k + 1)).join(' ')}Z`)
        .join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops([0.25, ORANGE], [0.8, PURPLE])}</linearGradient></defs>
<path d="${d}" fill="url(#${id})"/>${facets && `<path d="${facets}" fill="#FFFFFF" fill-opacity="0.22"/>`}`;
}
const svg = (w, h, body, title = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${title ? ' role="img"' : ''}>${title ? `<title>${title}</title>` : ''}${body}</svg>\n`;
const tile = (s, { round = true, bg = NAVY, k = 0.4, simple = false } = {}) =>
  svg(
    s,
    s,
    `<rect width="${s}" height="${s}" rx="${round ? n(s * 0.22) : 0}" fill="${bg}"/>${star(s / 2, s / 2, s * k, { simple })}`,
  );
const png = (src, size) =>
  sharp(Buffer.from(src))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();

function ico(images) {
  // ICONDIR (6 bytes) + one 16-byte ICONDIRENTRY per image + PNG payloads
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...images.map((im) => im.data)]);
}

// Illustrated portraits of the demo testimonials' (fictional) people: ground, shoulders, head, hair.
const portraits = {
  'priya-raghavan': {
    ground: '#FCE7D6',
    shirt: PURPLE,
    skin: '#B9825F',
    hair: '#1F1A17',
    style: 'long',
  },
  'arjun-mehta': {
    ground: '#E0E7FF',
    shirt: NAVY,
    skin: '#C99474',
    hair: '#2B211C',
    style: 'short',
  },
  'lakshmi-narayanan': {
    ground: '#DCFCE7',
    shirt: '#0F766E',
    skin: '#9A6446',
    hair: '#17120F',
    style: 'bun',
    glasses: true,
  },
  'mohammed-farhan': {
    ground: '#FFEDD5',
    shirt: '#C2410C',
    skin: '#A8704E',
    hair: '#231B16',
    style: 'short',
    beard: true,
  },
};
function portrait({ ground, shirt, skin, hair, style, glasses = false, beard = false }) {
  const back =
    style === 'long' ? `<path d="M35 58c0-22 12-34 29-34s29 12 29 34v38H35Z" fill="${hair}"/>` : '';
  const top = {
    long: `<path d="M40 56c0-17 10-27 24-27s24 10 24 27c-8-2-17-8-22-15c-5 8-15 13-26 15Z" fill="${hair}"/>`,
    short: `<path d="M41 54c-1-17 9-26 23-26s25 9 23 26c-3-6-8-10-14-11c-6 3-15 4-24 2c-4 2-7 5-8 9Z" fill="${hair}"/>`,
    bun: `<circle cx="64" cy="24" r="10" fill="${hair}"/><path d="M41 55c0-16 10-25 23-25s23 9 23 25c-6-7-14-11-23-11s-17 4-23 11Z" fill="${hair}"/>`,
  }[style];
  const eyes = `<circle cx="56" cy="60" r="2" fill="#1F1A17"/><circle cx="72" cy="60" r="2" fill="#1F1A17"/>`;
  const extras =
    (glasses
      ? `<g fill="none" stroke="${NAVY}" stroke-width="1.6"><circle cx="56" cy="60" r="6"/><circle cx="72" cy="60" r="6"/><path d="M62 60h4"/></g>`
      : '') +
    (beard
      ? `<path d="M44 62c2 14 10 22 20 22s18-8 20-22c-4 6-11 9-20 9s-16-3-20-9Z" fill="${hair}"/>`
      : '') +
    `<path d="M58 72c4 3 8 3 12 0" fill="none" stroke="#5B3A29" stroke-width="1.8" stroke-linecap="round"/>`;
  return svg(
    128,
    128,
    `<rect width="128" height="128" fill="${ground}"/>${back}` +
      `<path d="M18 128c2-24 20-38 46-38s44 14 46 38Z" fill="${shirt}"/><path d="M56 78h16v16c-5 4-11 4-16 0Z" fill="${skin}"/>` +
      `<ellipse cx="64" cy="60" rx="20" ry="24" fill="${skin}"/>${top}${eyes}${extras}`,
  );
}

async function out(rel, data) {
  const file = join(root, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  console.log(`${rel.padEnd(40)} ${String(data.length).padStart(7)} bytes`);
}

for (const [i, make] of [globe, streams, skyline, steps].entries()) {
  const { data, info } = await sharp(Buffer.from(make()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const r = rng(100 + i); // monochrome grain dithers the dark gradients so the JPEG does not band
  const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  for (let p = 0; p < px.length; p += 3) {
    const g = (r() + r() - 1) * GRAIN;
    px[p] += g;
    px[p + 1] += g;
    px[p + 2] += g;
  }
  await out(
    `public/images/hero/slide-${i + 1}.jpg`,
    await sharp(data, { raw: info })
      .jpeg({ quality: 70, progressive: true, mozjpeg: true })
      .toBuffer(),
  );
}
await out(
  'public/images/brand/logo-mark.svg',
  svg(64, 64, star(32, 32, 31), 'Northstar Consulting'),
);
await out('app/icon.svg', tile(64));
await out('app/apple-icon.png', await png(tile(180, { round: false, k: 0.36 }), 180));
await out('public/icon-192.png', await png(tile(192, { round: false, k: 0.32 }), 192));
await out('public/icon-512.png', await png(tile(512, { round: false, k: 0.32 }), 512));
await out(
  'public/images/brand/logo-512.png',
  await png(tile(512, { round: false, bg: '#FFFFFF', k: 0.42 }), 512),
);
const images = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await png(tile(size, { k: size < 32 ? 0.5 : 0.44, simple: size < 32 }), size),
  })),
);
await out('app/favicon.ico', ico(images));
for (const [slug, look] of Object.entries(portraits)) {
  await out(
    `public/images/testimonials/${slug}.png`,
    await sharp(Buffer.from(portrait(look)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
}
