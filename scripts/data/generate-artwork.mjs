#!/usr/bin/env node
/**
 * Draws the site's original SVG artwork into public/images/.
 *
 * Deterministic and dependency-free: the same input always produces the same
 * files, so the output can be committed and regenerated at will.
 *
 *   node scripts/data/generate-artwork.mjs
 *
 * The service titles and partner names below are copies of those in
 * app/content/services.ts and app/content/partners.ts; keep them in step.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "images");

const C = {
  deep: "#1e1b4b",
  brand: "#4338ca",
  sky: "#0ea5e9",
  saffron: "#f59e0b",
  teal: "#0d9488",
  soft: "#eef2ff",
  softSky: "#f0f9ff",
  ink: "#0f172a",
  white: "#ffffff",
  lilac: "#c7d2fe",
  periwinkle: "#a5b4fc",
  mist: "#e0e7ff",
  ice: "#e0f2fe",
  mint: "#ccfbf1",
  cream: "#fef3c7",
  slate: "#64748b",
};

const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

const SERVICES = [
  "Permanent Staffing",
  "Temporary Staffing",
  "Contract Staffing",
  "Executive Search",
  "Recruitment Process Outsourcing (RPO)",
  "Skill Gap Assessment",
  "Internship Program Management",
  "Diversity & Inclusion Hiring Initiatives",
  "Onboarding and Training Support",
  "Pre-Placement Offer (PPO) Recruitment",
  "Remote Talent Pooling",
  "Payroll Management",
  "Labour Compliance Management",
  "Freelance Recruiter Partnership",
  "Outplacement Services",
  "HR Consulting and Strategy",
  "Talent Mapping and Market Intelligence",
  "Graduate Trainee Programs",
];

const PARTNERS = [
  "Arunika Fintech",
  "Tarangini Textiles",
  "Shilpakar Infra",
  "Vedantika Health",
  "Dhruvtara Motors",
  "Pravaah Freight",
  "Ankurit Edulabs",
  "Saptarang Retail",
  "Jharokha Journeys",
  "Nirmalya Telecom",
  "Swarnrekha Capital",
];

/* ------------------------------------------------------------------ */
/* helpers                                                             */
/* ------------------------------------------------------------------ */

/** mulberry32: a tiny seeded PRNG. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v) => Math.round(v * 10) / 10;
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function doc(w, h, body, title) {
  const head = title ? ` role="img"><title>${esc(title)}</title>` : ` aria-hidden="true">`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${head}${body}</svg>\n`;
}

const written = [];
function write(rel, content) {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, Buffer.byteLength(content)]);
}

const circle = (x, y, r, fill, extra = "") => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w, extra = "") =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const strokePath = (d, stroke, w, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const g = (tx, ty, body, s = 1) =>
  `<g transform="translate(${n(tx)} ${n(ty)})${s === 1 ? "" : ` scale(${s})`}">${body}</g>`;

/** Head-and-shoulders bust; (x, y) is the centre of the head. */
function bust(x, y, r, fill, head = fill) {
  const top = y + 2.6 * r;
  return (
    circle(x, y, r, head) +
    path(
      `M${n(x - 1.8 * r)} ${n(y + 3.3 * r)}V${n(top)}A${n(1.8 * r)} ${n(1.4 * r)} 0 0 1 ${n(x + 1.8 * r)} ${n(top)}V${n(y + 3.3 * r)}Z`,
      fill,
    )
  );
}

/** A circular badge with a tick. */
function checkBadge(x, y, r, fill) {
  return (
    circle(x, y, r, fill) +
    strokePath(
      `M${n(x - r * 0.45)} ${n(y)}l${n(r * 0.3)} ${n(r * 0.32)}l${n(r * 0.55)} ${n(-r * 0.62)}`,
      C.white,
      n(r * 0.22),
    )
  );
}

function briefcase(x, y, w, fill, clasp) {
  const h = w * 0.7;
  return (
    strokePath(`M${n(x - w * 0.18)} ${n(y)}v${n(-h * 0.16)}h${n(w * 0.36)}v${n(h * 0.16)}`, fill, n(w * 0.07)) +
    rect(x - w / 2, y, w, h, w * 0.1, fill) +
    rect(x - w / 2, y + h * 0.38, w, h * 0.07, 0, C.white, ' opacity=".35"') +
    rect(x - w * 0.08, y + h * 0.3, w * 0.16, h * 0.22, w * 0.03, clasp)
  );
}

/** A white card with a soft offset shadow. */
function card(x, y, w, h, rx, shadow = C.deep) {
  return (
    rect(x + 4, y + 8, w, h, rx, shadow, ' opacity=".08"') +
    rect(x, y, w, h, rx, C.white, ` stroke="${C.mist}" stroke-width="2"`)
  );
}

/** Rupee sign drawn as strokes, centred at (x, y) with height ~h. */
function rupee(x, y, h, stroke, w) {
  const u = h / 10;
  return strokePath(
    `M${n(x - 3.5 * u)} ${n(y - 5 * u)}h${n(7 * u)}M${n(x - 3.5 * u)} ${n(y - 2 * u)}h${n(7 * u)}M${n(x - 3.5 * u)} ${n(y - 5 * u)}h${n(2 * u)}a${n(2.6 * u)} ${n(2.6 * u)} 0 0 1 0 ${n(5.6 * u)}h${n(-2 * u)}l${n(6 * u)} ${n(5.4 * u)}`,
    stroke,
    w,
  );
}

/* ------------------------------------------------------------------ */
/* services                                                            */
/* ------------------------------------------------------------------ */

const THEMES = [
  { bg: [C.soft, C.mist], p: C.brand, s: C.sky, a: C.saffron },
  { bg: [C.softSky, C.ice], p: C.sky, s: C.deep, a: C.saffron },
  { bg: ["#f0fdfa", C.mint], p: C.teal, s: C.brand, a: C.saffron },
  { bg: ["#fffbeb", C.cream], p: C.deep, s: C.saffron, a: C.teal },
  { bg: [C.softSky, C.soft], p: C.brand, s: C.teal, a: C.sky },
  { bg: [C.soft, C.ice], p: C.deep, s: C.sky, a: C.saffron },
];

/** Pictograms drawn around (0, 0), roughly within a 200 x 200 box. */
const PICTOS = [
  // 1 Permanent staffing: a person, a briefcase and a tick.
  (t) => bust(0, -34, 30, t.p) + briefcase(-82, 32, 62, t.s, t.a) + checkBadge(70, 44, 26, t.a),
  // 2 Temporary staffing: a clock with a person beside it.
  (t) =>
    circle(-20, -4, 74, C.white, ` stroke="${t.p}" stroke-width="10"`) +
    [0, 1, 2, 3].map((i) => rect(-24, -70, 8, 14, 3, t.s, ` transform="rotate(${i * 90} -20 -4)"`)).join("") +
    strokePath("M-20 -4V-48M-20 -4L12 16", C.ink, 8) +
    circle(-20, -4, 8, t.a) +
    g(78, 34, bust(0, -14, 20, t.s)),
  // 3 Contract staffing: a signed document and a pen.
  (t) =>
    card(-64, -86, 128, 168, 14) +
    rect(-64, -86, 128, 30, 14, t.p) +
    rect(-64, -64, 128, 8, 0, t.p) +
    [-36, -20, -4, 12].map((y, i) => rect(-44, y, i === 3 ? 54 : 88, 7, 3.5, C.lilac)).join("") +
    strokePath("M-44 52c10-18 18-18 16 0s10-14 18-6 10 6 18 0", t.s, 5) +
    g(70, 20, rect(-8, -70, 16, 96, 6, t.a) + path("M-8 26l8 18 8-18z", C.ink) + rect(-8, -70, 16, 18, 6, t.s), 1),
  // 4 Executive search: a starred profile under a magnifier.
  (t) =>
    bust(-18, -30, 26, t.s) +
    path("M62 -96l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z", t.a) +
    circle(-12, -6, 66, "none", ` stroke="${t.p}" stroke-width="12"`) +
    line(36, 42, 84, 90, t.p, 20),
  // 5 RPO: a person inside a continuous cycle.
  (t) =>
    strokePath("M-78 -8A78 78 0 0 1 62 -48", t.p, 12) +
    path("M48 -72l34 18-34 16z", t.p) +
    strokePath("M78 8A78 78 0 0 1 -62 48", t.s, 12) +
    path("M-48 72l-34-18 34-16z", t.s) +
    bust(0, -18, 22, t.a),
  // 6 Skill gap assessment: bars against a dashed target line.
  (t) =>
    [40, 72, 58, 110].map((h, i) => rect(-88 + i * 46, 70 - h, 32, h, 6, i === 2 ? t.s : t.p)).join("") +
    rect(-88 + 2 * 46, -40, 32, 52, 6, "none", ` stroke="${t.a}" stroke-width="4" stroke-dasharray="8 6"`) +
    strokePath("M-100 -46H100", t.a, 4, ' stroke-dasharray="10 8"') +
    line(-104, 74, 100, 74, C.ink, 6),
  // 7 Internship programme management: a calendar and a cap.
  (t) =>
    card(-82, -66, 164, 150, 16) +
    rect(-82, -66, 164, 40, 16, t.p) +
    rect(-82, -40, 164, 14, 0, t.p) +
    rect(-52, -80, 10, 26, 5, C.ink) +
    rect(42, -80, 10, 26, 5, C.ink) +
    [0, 1, 2, 3]
      .flatMap((c) =>
        [0, 1, 2].map((r) => rect(-62 + c * 32, -12 + r * 30, 22, 18, 4, c === 2 && r === 1 ? t.a : C.mist)),
      )
      .join("") +
    g(78, -74, path("M0 -16L34 0 0 16-34 0z", t.s) + path("M-20 8v14c12 8 28 8 40 0V8L0 18z", t.s), 0.9),
  // 8 Diversity and inclusion: a varied group under a heart.
  (t) =>
    [
      [-84, 8, C.teal],
      [-42, -8, t.a],
      [0, -18, t.p],
      [42, -8, C.sky],
      [84, 8, "#7c3aed"],
    ]
      .map(([x, y, c]) => bust(x, y, 17, c))
      .join("") + path("M0 -70c-10-16-34-8-26 10 4 9 26 24 26 24s22-15 26-24c8-18-16-26-26-10z", t.a),
  // 9 Onboarding and training: steps up to a flag.
  (t) =>
    [0, 1, 2, 3].map((i) => rect(-96 + i * 48, 40 - i * 34, 48, 46 + i * 34, 4, i % 2 ? t.p : t.s)).join("") +
    line(72, -62, 72, -118, C.ink, 5) +
    path("M74 -118h38l-10 12 10 12h-38z", t.a) +
    bust(-72, -8, 12, t.a),
  // 10 PPO recruitment: an offer letter with a seal.
  (t) =>
    card(-58, -78, 116, 120, 10) +
    [-56, -40, -24].map((y, i) => rect(-40, y, i ? 80 : 50, 7, 3.5, C.lilac)).join("") +
    path("M-90 -18L0 40 90 -18V78H-90z", t.p) +
    path("M-90 78L-14 22M90 78L14 22", "none", ` stroke="${t.s}" stroke-width="6"`) +
    path("M-90 -18L0 40 90 -18", "none", ` stroke="${t.s}" stroke-width="6" stroke-linejoin="round"`) +
    circle(54, 30, 24, t.a) +
    path("M54 16l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z", C.white),
  // 11 Remote talent pooling: a globe linked to people far away.
  (t) =>
    strokePath("M-28 -34L-86 -64M30 -30L88 -58M36 34L90 64M-34 32L-88 56", t.s, 4, ' stroke-dasharray="2 9"') +
    circle(0, 0, 58, t.p) +
    strokePath("M-58 0H58M0 -58V58M-50 -28H50M-50 28H50", C.white, 4, ' opacity=".5"') +
    `<ellipse cx="0" cy="0" rx="26" ry="58" fill="none" stroke="#fff" stroke-width="4" opacity=".5"/>` +
    [
      [-96, -78],
      [98, -72],
      [100, 62],
      [-98, 52],
    ]
      .map(([x, y], i) => circle(x, y + 8, 24, C.mist) + bust(x, y, 9, i % 2 ? t.a : t.s))
      .join(""),
  // 12 Payroll management: a payslip and rupee coins.
  (t) =>
    card(-92, -80, 120, 156, 12) +
    rect(-76, -62, 56, 10, 5, t.p) +
    [-36, -18, 0, 18].map((y) => rect(-76, y, 88, 6, 3, C.lilac)).join("") +
    rect(-76, 44, 44, 14, 4, t.s) +
    rect(36, 58, 64, 14, 7, "#d97706") +
    rect(36, 44, 64, 14, 7, t.a) +
    circle(66, -8, 44, t.a, ` stroke="#d97706" stroke-width="6"`) +
    rupee(66, -8, 42, C.white, 6),
  // 13 Labour compliance: a shield with a tick over a register.
  (t) =>
    card(-98, -64, 110, 140, 10) +
    [-42, -24, -6, 12, 30].map((y) => rect(-82, y, 76, 6, 3, C.lilac)).join("") +
    path("M40 -92l64 24v40c0 48-30 80-64 96-34-16-64-48-64-96v-40z", t.p) +
    strokePath("M14 -4l18 18 36-38", C.white, 12),
  // 14 Freelance recruiter partnership: a network of recruiters.
  (t) =>
    strokePath("M0 0L-84 -56M0 0L84 -56M0 0L-84 56M0 0L84 56M-84 -56L-84 56M84 -56L84 56", t.s, 4, ' opacity=".6"') +
    circle(0, 0, 46, t.p) +
    bust(0, -12, 14, C.white) +
    [
      [-84, -56],
      [84, -56],
      [-84, 56],
      [84, 56],
    ]
      .map(([x, y], i) => circle(x, y, 28, i % 3 ? t.a : t.s) + bust(x, y - 8, 8, C.white))
      .join(""),
  // 15 Outplacement: a signpost pointing to new roads.
  (t) =>
    rect(-6, -92, 12, 178, 4, C.ink) +
    path("M-10 -80H72l22 18-22 18H-10z", t.p) +
    path("M10 -30H-72l-22 18 22 18H10z", t.s) +
    path("M-10 20H58l20 16-20 16H-10z", t.a) +
    `<ellipse cx="0" cy="88" rx="54" ry="8" fill="${C.ink}" opacity=".12"/>`,
  // 16 HR consulting and strategy: conversation and an idea.
  (t) =>
    path(
      "M-102 -58h100a14 14 0 0 1 14 14v52a14 14 0 0 1-14 14h-58l-26 22v-22h-16a14 14 0 0 1-14-14v-52a14 14 0 0 1 14-14z",
      t.p,
    ) +
    [-70, -46, -22].map((x) => circle(x, -18, 7, C.white)).join("") +
    path(
      "M24 6h70a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-6v20l-22-20h-42a14 14 0 0 1-14-14v-40a14 14 0 0 1 14-14z",
      t.s,
    ) +
    rect(28, 30, 56, 7, 3.5, C.white) +
    rect(28, 46, 38, 7, 3.5, C.white) +
    g(60, -62, circle(0, 0, 24, t.a) + rect(-11, 20, 22, 16, 4, C.ink) + strokePath("M-8 2l8 8 8-8", C.white, 4)) +
    strokePath("M60 -102v-10M92 -88l8-7M28 -88l-8-7", t.a, 5),
  // 17 Talent mapping: a folded map with pins and a route.
  (t) =>
    path("M-100 -60L-34 -80 34 -60 100 -80V64L34 84-34 64-100 84z", C.white) +
    path("M-34 -80L34 -60V84L-34 64z", C.mist) +
    strokePath("M-100 -60L-34 -80 34 -60 100 -80V64L34 84-34 64-100 84z", t.p, 5) +
    strokePath("M-70 40c30-6 30-60 64-50s36 34 70-14", t.s, 5, ' stroke-dasharray="10 8"') +
    [
      [-70, 40, t.a],
      [64, -24, t.p],
    ]
      .map(
        ([x, y, c]) =>
          path(`M${x} ${y}c-14-16-20-24-20-34a20 20 0 0 1 40 0c0 10-6 18-20 34z`, c) + circle(x, y - 34, 7, C.white),
      )
      .join(""),
  // 18 Graduate trainee programmes: a mortarboard above a briefcase.
  (t) =>
    path("M0 -96L100 -56 0 -16-100 -56z", t.p) +
    path("M-58 -38v34c30 22 86 22 116 0v-34L0 -16z", t.p) +
    line(88, -52, 88, -8, t.a, 5) +
    circle(88, -4, 8, t.a) +
    briefcase(0, 26, 104, t.s, t.a),
];

function serviceSvg(id) {
  const t = THEMES[(id - 1) % THEMES.length];
  const r = rng(id * 7919);
  const W = 640;
  const H = 400;
  const left = id % 2 === 1;
  const cx = left ? 236 : 404;
  const cy = 204;
  const angle = Math.floor(r() * 4) * 45;
  let b = `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset="1" stop-color="${t.bg[1]}"/></linearGradient><pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${t.p}" opacity=".22"/></pattern></defs>`;
  b += rect(0, 0, W, H, 0, "url(#bg)");
  // Large soft shapes on the far side.
  const fx = left ? 520 + r() * 60 : 60 + r() * 60;
  b += circle(fx, 70 + r() * 80, 120 + r() * 50, t.p, ' opacity=".07"');
  b += circle(left ? 600 : 40, 360, 90, t.s, ' opacity=".1"');
  b += rect(left ? 430 : 40, 250 + r() * 40, 150, 90, 0, "url(#dots)");
  // A ring and a few small floating shapes.
  b += circle(fx - (left ? 60 : -60), 110, 34 + r() * 16, "none", ` stroke="${t.a}" stroke-width="6" opacity=".5"`);
  const shapes = [
    (x, y) =>
      rect(x - 9, y - 9, 18, 18, 4, t.s, ` opacity=".55" transform="rotate(${Math.floor(r() * 60)} ${n(x)} ${n(y)})"`),
    (x, y) => strokePath(`M${n(x - 9)} ${n(y)}h18M${n(x)} ${n(y - 9)}v18`, t.a, 5),
    (x, y) => path(`M${n(x)} ${n(y - 11)}l11 19h-22z`, t.p, ' opacity=".35"'),
    (x, y) => circle(x, y, 7, t.a, ' opacity=".7"'),
  ];
  for (let i = 0; i < 4; i++) {
    const x = left ? 440 + r() * 170 : 30 + r() * 170;
    const y = 30 + (i * 340) / 4 + r() * 40;
    b += shapes[(i + id) % shapes.length](x, y);
  }
  // Two little "profile chips" on the far side for a recruitment feel.
  const chipX = left ? 440 : 56;
  for (let i = 0; i < 2; i++) {
    const y = 118 + i * 74 + (id % 3) * 6;
    const x = chipX + i * 22;
    b += card(x, y, 146, 52, 14);
    b += bust(x + 26, y + 18, 7, i ? t.a : t.s);
    b += rect(x + 48, y + 16, 78, 8, 4, t.p, ' opacity=".8"');
    b += rect(x + 48, y + 30, 52, 7, 3.5, C.lilac);
  }
  // The pictogram on a white disc.
  b += circle(cx, cy, 150, C.white, ' opacity=".55"');
  b += circle(cx, cy, 124, C.white);
  b += g(cx, cy, PICTOS[id - 1](t), 0.92);
  return doc(W, H, b, SERVICES[id - 1]);
}

/* ------------------------------------------------------------------ */
/* articles and news                                                   */
/* ------------------------------------------------------------------ */

const EDITORIAL = [
  [C.deep, C.brand, C.sky, C.saffron, C.soft],
  [C.teal, C.deep, C.saffron, C.sky, C.softSky],
  [C.brand, C.sky, C.saffron, C.teal, C.softSky],
  [C.deep, C.teal, C.sky, C.saffron, C.mist],
  [C.sky, C.brand, C.teal, C.saffron, C.soft],
];

function editorialSvg(seed, variant) {
  const r = rng(seed * 104729);
  const pal = EDITORIAL[seed % EDITORIAL.length];
  const [c1, c2, c3, c4, bg] = pal;
  const W = 800;
  const H = 450;
  const pick = () => pal[Math.floor(r() * 4)];
  let b = "";
  const layout = variant % 4;
  if (layout === 0) {
    // Bauhaus mosaic of tiles.
    const T = 150;
    const shift = Math.floor(r() * 60);
    for (let cx = 0; cx < 6; cx++) {
      for (let cy = 0; cy < 3; cy++) {
        const x = cx * T - shift;
        const y = cy * T;
        const base = (cx + cy + seed) % 3 === 0 ? bg : pick();
        let fg = pick();
        if (fg === base) fg = base === c1 ? c4 : c1;
        b += rect(x, y, T, T, 0, base);
        const k = Math.floor(r() * 5);
        if (k === 0) b += path(`M${x} ${y + T}V${y}A${T} ${T} 0 0 1 ${x + T} ${y + T}z`, fg);
        else if (k === 1) b += circle(x + T / 2, y + T / 2, T * 0.34, fg);
        else if (k === 2) b += path(`M${x} ${y + T / 2}A${T / 2} ${T / 2} 0 0 1 ${x + T} ${y + T / 2}z`, fg);
        else if (k === 3) b += path(`M${x} ${y + T}L${x + T} ${y}V${y + T}z`, fg);
        else b += [0, 1, 2].map((i) => rect(x + 22, y + 30 + i * 34, T - 44, 14, 7, fg)).join("");
      }
    }
  } else if (layout === 1) {
    // Layered hills under a rising sun.
    b += `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>`;
    b += rect(0, 0, W, H, 0, "url(#sky)");
    const sx = 180 + r() * 440;
    b += circle(sx, 210, 96, c4, ' opacity=".9"');
    b += circle(sx, 210, 140, c4, ' opacity=".15"');
    const layers = [c3, c2, c1];
    layers.forEach((c, i) => {
      const base = 250 + i * 62;
      const a = 30 + r() * 40;
      const ph = r() * 400;
      b += path(
        `M0 ${n(base)}C${n(160 + ph * 0.2)} ${n(base - a)} ${n(300 + ph * 0.3)} ${n(base + a)} ${n(460)} ${n(base - 10)}S${n(700)} ${n(base - a)} 800 ${n(base + 6)}V450H0z`,
        c,
      );
    });
    for (let i = 0; i < 3; i++) {
      const x = 80 + r() * 640;
      const y = 50 + r() * 80;
      b += strokePath(`M${n(x)} ${n(y)}q14-12 28 0q14-12 28 0`, c2, 4, ' opacity=".6"');
    }
  } else if (layout === 2) {
    // Stacked documents with a chart beside them.
    b += rect(0, 0, W, H, 0, bg);
    b += circle(640, 80, 200, c3, ' opacity=".12"');
    b += circle(120, 420, 160, c4, ' opacity=".14"');
    const right = Math.floor(seed / 4) % 2 === 0;
    const count = 2 + Math.floor(r() * 2);
    const x0 = right ? 430 : 70;
    for (let i = 0; i < count; i++) {
      const rot = -8 + i * 7 + Math.floor(r() * 4);
      const x = x0 + i * (count === 2 ? 110 : 90);
      const y = 80 + (i % 2) * 30;
      let d = card(0, 0, 180, 240, 16);
      d += rect(0, 0, 180, 64, 16, pal[i]);
      d += rect(0, 48, 180, 16, 0, pal[i]);
      d += circle(38, 98, 16, pal[(i + 2) % 4], ' opacity=".8"');
      d += rect(64, 90, 90, 8, 4, C.lilac) + rect(64, 104, 58, 8, 4, C.mist);
      d += [140, 160, 180, 200].map((yy, j) => rect(22, yy, j === 3 ? 80 : 136, 8, 4, C.mist)).join("");
      b += `<g transform="translate(${x} ${y}) rotate(${rot})">${d}</g>`;
    }
    const cx0 = right ? 70 : 470;
    b += rect(cx0 - 20, 370, 300, 8, 4, c1);
    if (r() < 0.5) {
      const hs = Array.from({ length: 5 }, (_, i) => 60 + i * 40 + r() * 50);
      b += hs.map((h, i) => rect(cx0 + i * 56, 366 - h, 38, h, 6, i === 4 ? c4 : [c2, c3][i % 2])).join("");
    } else {
      const pts = Array.from({ length: 5 }, (_, i) => [cx0 + i * 64, 330 - i * 50 - r() * 40]);
      b += path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}V366H${cx0}z`, c3, ' opacity=".18"');
      b += strokePath(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`, c4, 8);
      b += pts.map(([x, y]) => circle(x, y, 9, C.white, ` stroke="${c4}" stroke-width="5"`)).join("");
    }
  } else {
    // Concentric horizon arcs and a diagonal band.
    b += rect(0, 0, W, H, 0, c1);
    const up = r() < 0.5;
    const yl = n(up ? 300 + r() * 60 : 80 + r() * 60);
    const yr = n(up ? 80 + r() * 60 : 300 + r() * 60);
    b += path(`M0 ${yl}L800 ${yr}V450H0z`, c2, ' opacity=".55"');
    const ax = 200 + r() * 400;
    const k = 0.7 + r() * 0.5;
    const flip = seed % 3 === 0;
    let arcs = "";
    [230, 180, 130, 80].forEach((rad0, i) => {
      const rad = n(rad0 * k);
      arcs += path(
        `M${n(ax - rad)} 450A${rad} ${rad} 0 0 1 ${n(ax + rad)} 450z`,
        [c3, c4, C.white, c4][i],
        i === 2 ? ' opacity=".9"' : "",
      );
    });
    b += flip ? `<g transform="rotate(180 400 225)">${arcs}</g>` : arcs;
    b += `<defs><pattern id="d" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.4" fill="#fff" opacity=".35"/></pattern></defs>`;
    b += rect(ax > 400 ? 40 : 560, flip ? 280 : 40, 200, 130, 0, "url(#d)");
    for (let i = 0; i < 6; i++) {
      const x = 40 + r() * 720;
      const y = flip ? 220 + r() * 200 : 40 + r() * 200;
      b +=
        i % 2
          ? circle(x, y, 6 + r() * 8, c4)
          : rect(x, y, 16, 16, 3, c3, ` transform="rotate(45 ${n(x + 8)} ${n(y + 8)})"`);
    }
  }
  return doc(W, H, b);
}

/* ------------------------------------------------------------------ */
/* people                                                              */
/* ------------------------------------------------------------------ */

const SKIN = ["#8d5524", "#c68642", "#a0643b", "#e0ac69", "#7a4a2a", "#d9a066", "#b5773f", "#f1c27d"];
const HAIR = ["#1f1b18", "#2d2420", "#3b2a20", "#111827", "#4a3426"];
const BG = [C.mist, C.ice, C.mint, C.cream, "#fce7f3", "#ede9fe", "#dcfce7", C.lilac];
const TOPS = [C.brand, C.sky, C.teal, C.saffron, C.deep, "#be185d", "#7c3aed", "#15803d"];

/** Odd ids are women and even ids men, matching candidateTestimonials. */
function personSvg(id) {
  const r = rng(id * 31337);
  const woman = id % 2 === 1;
  const skin = SKIN[(id * 3) % SKIN.length];
  let hair = HAIR[Math.floor(r() * HAIR.length)];
  if (id === 27) hair = "#6b6b6b";
  const bg = BG[(id * 5) % BG.length];
  const top = TOPS[(id * 3 + 1) % TOPS.length];
  const style = Math.floor(r() * 3);
  let b = `<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>`;
  b += circle(48, 48, 48, bg);
  let inner = "";
  // Long hair sits behind the head and shoulders.
  if (woman && style !== 1) inner += path("M25 44c0-20 10-30 23-30s23 10 23 30v30H25z", hair);
  // Shoulders and neck.
  inner += path("M12 100c0-20 14-30 36-30s36 10 36 30z", top);
  inner += rect(42, 56, 12, 16, 5, skin);
  inner += path("M40 70l8 8 8-8", "none", ` stroke="${C.white}" stroke-width="3" opacity=".5"`);
  // Head and ears.
  inner += circle(30, 44, 4, skin) + circle(66, 44, 4, skin);
  inner += `<ellipse cx="48" cy="42" rx="17" ry="19" fill="${skin}"/>`;
  // Hair on top.
  if (woman) {
    if (style === 1) {
      inner += circle(48, 19, 8, hair);
      inner += path("M31 42c-1-14 6-22 17-22s18 8 17 22c-4-8-10-12-17-12s-13 4-17 12z", hair);
    } else {
      inner += path("M30 44c-2-16 6-24 18-24s20 8 18 24c-6-7-11-13-18-14-5 5-11 10-18 14z", hair);
    }
  } else if (id === 24) {
    // A turban.
    inner += path("M29 38c-1-14 8-22 19-22s20 8 19 22c-6-4-12-6-19-6s-13 2-19 6z", "#1d4ed8");
    inner += path("M30 34c6-10 24-14 36 0", "none", ' stroke="#1e3a8a" stroke-width="3"');
    inner += path("M34 52c0 14 6 20 14 20s14-6 14-20c-4 6-8 8-14 8s-10-2-14-8z", hair);
  } else {
    if (style === 0) inner += path("M31 40c-2-14 6-20 17-20s19 6 17 20c-2-5-5-8-9-9-8 2-17 4-25 9z", hair);
    else if (style === 1) inner += path("M31 38c0-12 7-17 17-17s17 5 17 17c-5-4-11-6-17-6s-12 2-17 6z", hair);
    else inner += path("M31 40c-3-12 4-21 14-21 4-3 12-2 15 2 6 2 7 10 5 19-3-6-8-9-17-9s-13 4-17 9z", hair);
    if (id % 6 === 4 || id === 10)
      inner += path("M32 46c0 16 7 24 16 24s16-8 16-24c-3 8-9 10-16 10s-13-2-16-10z", hair);
  }
  // A calm face: eyes and a small smile.
  inner += circle(41.5, 44, 1.8, C.ink) + circle(54.5, 44, 1.8, C.ink);
  inner += path("M43 52q5 4 10 0", "none", ` stroke="${C.ink}" stroke-width="1.8" stroke-linecap="round" opacity=".7"`);
  if ([1, 5, 9, 13, 17, 21, 25].includes(id)) inner += circle(48, 36.5, 1.4, "#b91c1c");
  b += `<g clip-path="url(#c)">${inner}</g>`;
  return doc(96, 96, b);
}

/* ------------------------------------------------------------------ */
/* partners                                                            */
/* ------------------------------------------------------------------ */

const MARKS = [
  (c, d) => circle(20, 20, 16, c) + path("M8 28a12 12 0 0 1 24 0z", d),
  (c, d) => strokePath("M4 26c6-10 10-10 16 0s10 10 16 0M4 16c6-10 10-10 16 0s10 10 16 0", c, 4) + circle(36, 8, 4, d),
  (c, d) => rect(4, 20, 10, 16, 2, c) + rect(15, 10, 10, 26, 2, d) + rect(26, 4, 10, 32, 2, c),
  (c, d) =>
    rect(4, 4, 32, 32, 9, c) +
    path("M20 10v20M10 20h20", "none", ' stroke="#fff" stroke-width="5" stroke-linecap="round"') +
    circle(30, 10, 3, d),
  (c, d) => path("M20 2l5 13 13 1-10 9 3 13-11-7-11 7 3-13-10-9 13-1z", c) + circle(20, 21, 4, d),
  (c, d) => path("M2 30h28l8-10H12z", c) + rect(12, 8, 8, 10, 1.5, d) + rect(22, 12, 8, 6, 1.5, c),
  (c, d) =>
    path("M20 36V18", "none", ` stroke="${c}" stroke-width="4" stroke-linecap="round"`) +
    path("M20 20C8 20 4 10 6 4c8 0 14 6 14 16zM20 22c0-10 6-16 14-16 2 8-4 16-14 16z", d),
  (c, d) =>
    [C.brand, C.sky, C.teal, C.saffron]
      .map((f, i) =>
        path(
          `M20 20L${["20 2", "38 20", "20 38", "2 20"][i]}A18 18 0 0 1 ${["38 20", "20 38", "2 20", "20 2"][i]}z`,
          f,
        ),
      )
      .join("") +
    circle(20, 20, 7, "#fff") +
    circle(20, 20, 3, d === c ? C.deep : c),
  (c, d) =>
    path("M6 38V18a14 14 0 0 1 28 0v20z", c) + path("M12 38V20a8 8 0 0 1 16 0v18z", "#fff") + circle(20, 28, 3, d),
  (c, d) => circle(20, 30, 4, c) + strokePath("M10 22a14 14 0 0 1 20 0M4 15a22 22 0 0 1 32 0", d, 3.5),
  (c, d) => circle(20, 20, 17, c) + rupee(20, 20, 20, "#fff", 3.2) + circle(33, 7, 4, d),
];

const MARK_COLOURS = [
  [C.brand, C.saffron],
  [C.teal, C.saffron],
  [C.deep, C.sky],
  [C.teal, C.sky],
  [C.saffron, C.deep],
  [C.sky, C.deep],
  [C.deep, C.teal],
  [C.brand, C.brand],
  [C.brand, C.saffron],
  [C.sky, C.brand],
  [C.saffron, C.saffron],
];

function partnerSvg(name, i) {
  const [first, ...rest] = name.split(" ");
  const [c, d] = MARK_COLOURS[i];
  let b = g(8, 12, MARKS[i](c, d));
  const size = first.length > 9 ? 19 : 21;
  b += `<text x="58" y="34" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.ink}" letter-spacing="-.3">${esc(first)}</text>`;
  b += `<text x="59" y="50" font-family="${FONT}" font-size="10" font-weight="600" fill="${C.slate}" letter-spacing="2.4">${esc(rest.join(" ").toUpperCase())}</text>`;
  return doc(200, 64, b, name);
}

/* ------------------------------------------------------------------ */
/* page illustrations                                                  */
/* ------------------------------------------------------------------ */

/** Eyes and a small smile for a head centred at (x, y). */
function face(x, y) {
  return (
    circle(x - 7, y + 1, 2, C.ink) +
    circle(x + 7, y + 1, 2, C.ink) +
    strokePath(`M${x - 5} ${y + 9}q5 4 10 0`, C.ink, 1.8, ' opacity=".7"')
  );
}

/** A standing figure; (x, gy) is the point between the feet. */
function figure(x, gy, o) {
  const { skin, hair, top, bottom, woman = false, armUp = false, bag = null } = o;
  let b = "";
  b += `<ellipse cx="${x}" cy="${gy}" rx="34" ry="6" fill="${C.deep}" opacity=".12"/>`;
  // Legs and shoes.
  b += rect(x - 16, gy - 84, 14, 80, 6, bottom) + rect(x + 2, gy - 84, 14, 80, 6, bottom);
  b += rect(x - 20, gy - 8, 19, 8, 4, C.ink) + rect(x + 1, gy - 8, 19, 8, 4, C.ink);
  // Torso; women wear a longer kurta.
  b += path(
    `M${x - 26} ${gy - (woman ? 56 : 78)}V${gy - 138}a16 16 0 0 1 16-16h20a16 16 0 0 1 16 16V${gy - (woman ? 56 : 78)}z`,
    top,
  );
  b += path(`M${x - 7} ${gy - 154}l7 10 7-10z`, skin);
  // Arms.
  b += line(x - 24, gy - 140, x - 32, gy - 92, top, 12);
  b += circle(x - 32, gy - 88, 6, skin);
  if (armUp) {
    b += line(x + 24, gy - 140, x + 46, gy - 172, top, 12);
    b += circle(x + 48, gy - 176, 6, skin);
  } else {
    b += line(x + 24, gy - 140, x + 32, gy - 92, top, 12);
    b += circle(x + 32, gy - 88, 6, skin);
  }
  if (bag) b += briefcase(x + 34, gy - 84, 34, bag, C.saffron);
  // Neck and head.
  b += rect(x - 6, gy - 166, 12, 14, 4, skin);
  if (woman) b += path(`M${x - 19} ${gy - 176}c0-16 8-24 19-24s19 8 19 24v30h-38z`, hair);
  b += circle(x, gy - 178, 17, skin);
  b += woman
    ? path(`M${x - 18} ${gy - 178}c-1-14 6-22 18-22s19 8 18 22c-6-6-11-11-18-12-5 5-11 9-18 12z`, hair)
    : path(`M${x - 17} ${gy - 180}c-1-13 6-19 17-19s18 6 17 19c-4-5-10-7-17-7s-13 2-17 7z`, hair);
  b += circle(x - 6, gy - 176, 1.8, C.ink) + circle(x + 6, gy - 176, 1.8, C.ink);
  b += strokePath(`M${x - 4} ${gy - 169}q4 3 8 0`, C.ink, 1.6, ' opacity=".7"');
  return b;
}

function skyline(y, colour, seed, width, x0 = 0) {
  const r = rng(seed);
  let b = "";
  let win = "";
  let x = x0;
  while (x < x0 + width) {
    const w = 26 + Math.floor(r() * 28);
    const h = 40 + Math.floor(r() * 90);
    const kind = Math.floor(r() * 6);
    if (kind === 0) {
      // A domed building.
      b += rect(x, y - h * 0.6, w + 16, h * 0.6, 0, colour);
      b += path(`M${x + 2} ${n(y - h * 0.6)}a${(w + 12) / 2} ${(w + 12) / 2} 0 0 1 ${w + 12} 0z`, colour);
      b += rect(x + (w + 16) / 2 - 1.5, y - h * 0.6 - (w + 12) / 2 - 10, 3, 12, 0, colour);
      x += w + 20;
    } else {
      b += rect(x, y - h, w, h, 2, colour);
      for (let wy = y - h + 12; wy < y - 12; wy += 14) win += `M${x + 6} ${wy}h${w - 12}`;
      x += w + 4;
    }
  }
  return `${b}<path d="${win}" stroke="#fff" stroke-width="5" opacity=".45"/>`;
}

function heroSvg() {
  let b = `<defs><linearGradient id="h" x2="0" y2="1"><stop offset="0" stop-color="${C.softSky}"/><stop offset="1" stop-color="${C.soft}"/></linearGradient></defs>`;
  b += path("M60 90C120 20 300 10 420 40s150 120 120 220-90 150-240 150S20 380 20 260 0 160 60 90z", "url(#h)");
  // Rising sun on the horizon.
  b += path("M180 330a110 110 0 0 1 220 0z", C.saffron, ' opacity=".18"');
  b += path("M220 330a70 70 0 0 1 140 0z", C.saffron, ' opacity=".4"');
  b += `<g opacity=".9">${skyline(330, C.lilac, 11, 420, 70)}</g>`;
  b += rect(40, 328, 480, 6, 3, C.periwinkle);
  // Location pins over the city.
  for (const [x, y, c] of [
    [120, 170, C.sky],
    [448, 150, C.teal],
    [300, 110, C.saffron],
  ]) {
    b += path(`M${x} ${y}c-12-14-18-21-18-30a18 18 0 0 1 36 0c0 9-6 16-18 30z`, c) + circle(x, y - 30, 6, C.white);
  }
  // Job card with ticks.
  b += card(300, 168, 200, 132, 16);
  b += circle(330, 198, 16, C.mist) + bust(330, 194, 6, C.brand);
  b += rect(356, 188, 110, 9, 4.5, C.deep) + rect(356, 204, 70, 7, 3.5, C.lilac);
  [232, 256, 280].forEach((y, i) => {
    b += checkBadge(326, y, 9, C.teal) + rect(344, y - 4, [120, 96, 108][i], 8, 4, C.mist);
  });
  // People.
  b += figure(140, 388, { skin: "#c68642", hair: "#1f1b18", top: C.brand, bottom: C.deep, woman: true, bag: C.teal });
  b += figure(240, 392, { skin: "#8d5524", hair: "#111827", top: C.sky, bottom: "#334155", armUp: true });
  // A small "placed" chip with a progress ring.
  b += card(304, 344, 160, 52, 14);
  b += circle(330, 370, 14, "none", ` stroke="${C.mist}" stroke-width="6"`);
  b += circle(
    330,
    370,
    14,
    "none",
    ` stroke="${C.saffron}" stroke-width="6" stroke-dasharray="66 100" stroke-linecap="round" transform="rotate(-90 330 370)"`,
  );
  b += rect(354, 358, 84, 8, 4, C.deep) + rect(354, 374, 56, 7, 3.5, C.lilac);
  // Briefcase badge.
  b += circle(84, 254, 30, C.white, ` stroke="${C.mist}" stroke-width="4"`) + briefcase(84, 244, 30, C.saffron, C.deep);
  // Sparkles.
  b += strokePath("M480 70v16M472 78h16M60 60v12M54 66h12", C.saffron, 4);
  return doc(560, 440, b, "People finding jobs with Kshitij Talent Partners across India");
}

function aboutSvg() {
  let b = rect(0, 0, 560, 400, 28, C.soft);
  // Window with a skyline view.
  b += rect(60, 40, 220, 150, 12, C.ice);
  b += `<defs><clipPath id="w"><rect x="60" y="40" width="220" height="150" rx="12"/></clipPath></defs>`;
  b += `<g opacity=".7" clip-path="url(#w)">${skyline(190, C.periwinkle, 5, 220, 66)}</g>`;
  b += strokePath("M170 40V190M60 115H280", C.white, 6);
  b += rect(60, 40, 220, 150, 12, "none", ` stroke="${C.white}" stroke-width="8"`);
  // Wall chart.
  b += card(330, 50, 160, 110, 12);
  b += [40, 64, 52, 80]
    .map((h, i) => rect(352 + i * 30, 140 - h, 20, h, 4, [C.sky, C.brand, C.teal, C.saffron][i]))
    .join("");
  // Team behind the table.
  b +=
    bust(140, 214, 24, C.teal, "#a0643b") +
    path("M117 212c-1-17 9-27 23-27s24 10 23 27c-7-8-14-12-23-13-6 6-14 11-23 13z", "#1f1b18");
  b +=
    bust(280, 200, 26, C.brand, "#e0ac69") +
    path("M255 196c-1-15 9-23 25-23s26 8 25 23c-5-6-13-9-25-9s-20 3-25 9z", "#2d2420");
  b +=
    bust(420, 214, 24, C.saffron, "#8d5524") +
    path("M397 212c-1-16 8-25 23-25s24 9 23 25c-5-6-13-8-23-8s-18 2-23 8z", "#111827");
  b += face(140, 216) + face(280, 202) + face(420, 216);
  // Table, laptops and a plant.
  b += rect(40, 276, 480, 22, 11, C.deep);
  b += rect(80, 298, 14, 80, 4, C.deep) + rect(466, 298, 14, 80, 4, C.deep);
  b += path("M230 276l10-44h80l10 44z", "#cbd5e1") + circle(280, 254, 6, C.white);
  b += path("M110 276l6-26h50l6 26z", "#cbd5e1");
  b += rect(380, 258, 70, 18, 3, C.white) + rect(386, 252, 70, 18, 3, C.mist);
  b += rect(480, 246, 30, 30, 6, C.saffron);
  b += path("M495 246c-16-8-20-30-10-40 8 10 12 24 10 40zM495 246c10-16 30-18 36-8-10 8-22 10-36 8z", C.teal);
  return doc(560, 400, b, "The Kshitij Talent Partners team at work");
}

function careersSvg() {
  let b = rect(0, 0, 560, 400, 28, C.softSky);
  b += circle(460, 90, 120, C.sky, ' opacity=".08"');
  b += `<defs><pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${C.brand}" opacity=".2"/></pattern></defs>`;
  b += rect(30, 30, 160, 110, 0, "url(#p)");
  // Growth steps.
  const cols = [C.lilac, C.periwinkle, C.sky, C.brand, C.deep];
  cols.forEach((c, i) => {
    b += rect(70 + i * 84, 330 - (i + 1) * 34, 84, (i + 1) * 34, 6, c);
  });
  b += rect(40, 328, 480, 8, 4, C.deep);
  // Rising arrow.
  b += strokePath("M50 190C150 180 270 170 370 120", C.saffron, 8);
  b += path("M388 100l-8 38-28-24z", C.saffron);
  // A climber on the top step, raising a flag.
  const climber =
    figure(0, 0, { skin: "#c68642", hair: "#1f1b18", top: C.teal, bottom: C.deep, woman: true, armUp: true }) +
    line(48, -150, 48, -236, C.ink, 5) +
    path("M50 -236h44l-10 13 10 13h-44z", C.saffron);
  b += g(448, 160, climber, 0.6);
  // Colleagues cheering below.
  b += bust(112, 243, 16, C.saffron, "#8d5524") + bust(196, 209, 16, C.teal, "#e0ac69");
  b += face(112, 242) + face(196, 208);
  b += strokePath("M40 50v14M33 57h14M520 200v14M513 207h14", C.saffron, 4);
  return doc(560, 400, b, "Growing careers at Kshitij Talent Partners");
}

function contactSvg() {
  let b = rect(0, 0, 560, 400, 28, C.soft);
  b += circle(120, 320, 110, C.sky, ' opacity=".1"');
  b += circle(470, 80, 90, C.saffron, ' opacity=".12"');
  // Smartphone.
  b += rect(190, 50, 180, 320, 28, C.deep);
  b += rect(202, 72, 156, 276, 16, C.white);
  b += rect(258, 58, 44, 6, 3, "#312e81");
  // Chat inside the phone.
  b += path("M216 96h104a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10h-84l-20 14z", C.mist);
  b += rect(228, 110, 78, 7, 3.5, C.periwinkle) + rect(228, 124, 50, 7, 3.5, C.periwinkle);
  b += path("M344 174H240a10 10 0 0 0-10 10v30a10 10 0 0 0 10 10h84l20 14z", C.brand);
  b += rect(246, 188, 78, 7, 3.5, C.white) + rect(246, 202, 56, 7, 3.5, C.white, ' opacity=".7"');
  b += path("M216 252h84a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10h-64l-20 12z", C.mist);
  b += [240, 260, 280].map((x) => circle(x, 274, 5, C.slate)).join("");
  // Floating speech bubble.
  b += path(
    "M390 110h110a16 16 0 0 1 16 16v50a16 16 0 0 1-16 16h-64l-30 24v-24h-16a16 16 0 0 1-16-16v-50a16 16 0 0 1 16-16z",
    C.teal,
  );
  b += [420, 446, 472].map((x) => circle(x, 151, 7, C.white)).join("");
  // Handset badge.
  b += circle(430, 290, 44, C.saffron);
  b += path(
    "M414 268c4-2 8 0 10 4l4 9c1 3 0 6-2 8l-4 3c3 7 9 13 16 16l3-4c2-2 5-3 8-2l9 4c4 2 6 6 4 10l-2 6c-2 4-6 6-10 5-22-5-39-22-44-44-1-4 1-8 5-10z",
    C.white,
  );
  // Envelope.
  b += g(
    44,
    96,
    card(0, 0, 120, 84, 10) +
      strokePath("M8 10l52 38 52-38", C.brand, 6) +
      strokePath("M8 76l36-28M112 76l-36-28", C.lilac, 4),
  );
  return doc(560, 400, b, "Get in touch with Kshitij Talent Partners");
}

function ogSvg() {
  let b = `<defs><linearGradient id="o" x2="1" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.brand}"/></linearGradient></defs>`;
  b += rect(0, 0, 1200, 630, 0, "url(#o)");
  // Horizon arcs on the right.
  b += path("M720 630a340 340 0 0 1 680 0z", C.white, ' opacity=".06"');
  b += path("M830 630a230 230 0 0 1 460 0", "none", ` stroke="${C.saffron}" stroke-width="34"`);
  b += path("M910 630a150 150 0 0 1 300 0z", "#38bdf8");
  b += rect(790, 604, 440, 14, 7, C.white, ' opacity=".9"');
  b += `<defs><pattern id="d" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="#fff" opacity=".18"/></pattern></defs>`;
  b += rect(880, 60, 260, 180, 0, "url(#d)");
  // Brand mark.
  b += g(
    96,
    150,
    rect(0, 0, 36, 36, 9, "#312e81") +
      strokePath("M7 24a11 11 0 0 1 22 0", C.saffron, 3.2) +
      path("M12 24a6 6 0 0 1 12 0", "#38bdf8") +
      strokePath("M6 27.5h24", C.white, 2.4),
    3,
  );
  b += rect(96, 150, 108, 108, 27, "none", ' stroke="#fff" stroke-opacity=".25" stroke-width="2"');
  b += `<text x="96" y="360" font-family="${FONT}" font-size="76" font-weight="800" fill="#fff" letter-spacing="-1.5">Kshitij Talent Partners</text>`;
  b += `<text x="98" y="424" font-family="${FONT}" font-size="36" font-weight="500" fill="${C.lilac}">Staffing and recruitment across India</text>`;
  b += rect(98, 470, 120, 8, 4, C.saffron);
  return doc(1200, 630, b, "Kshitij Talent Partners: staffing and recruitment across India");
}

/* ------------------------------------------------------------------ */
/* main                                                                */
/* ------------------------------------------------------------------ */

for (let id = 1; id <= SERVICES.length; id++) write(`services/${id}.svg`, serviceSvg(id));
for (let id = 1; id <= 19; id++) write(`articles/${id}.svg`, editorialSvg(id, id));
for (let id = 1; id <= 9; id++) write(`news/${id}.svg`, editorialSvg(40 + id, id + 2));
for (let id = 1; id <= 30; id++) write(`people/${id}.svg`, personSvg(id));
for (const [i, name] of PARTNERS.entries()) write(`partners/${slugify(name)}.svg`, partnerSvg(name, i));
write("hero.svg", heroSvg());
write("about.svg", aboutSvg());
write("careers.svg", careersSvg());
write("contact.svg", contactSvg());
write("og.svg", ogSvg());

const largest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`Wrote ${written.length} SVG files to public/images (largest: ${largest[0]}, ${largest[1]} bytes).`);
