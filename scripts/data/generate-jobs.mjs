#!/usr/bin/env node
// Seeded, deterministic generator for the embedded jobs dataset of the
// fictional staffing agency "Kshitij Talent Partners".
//
// The records mimic the agency's ATS API: raw field names, mixed value shapes
// (experience as "3-5" / 2 / "4 Years", dates in several formats, remote flags
// as 0/1/2/"Yes"/"No"/null, bracketed multi-city values, ...).
//
// Usage:
//   node scripts/data/generate-jobs.mjs
//     -> writes worker/jobs/data/embedded-jobs.json (default 340 jobs)
//   node scripts/data/generate-jobs.mjs --count 10000 --out /tmp/jobs-10k.json
//     -> same generator, bigger set (for benchmarks)
//   Optional: --seed <int> (default 20261120)
//
// The word lists are JSON files in scripts/data/generate-jobs-data/. No
// dependencies; plain ESM for Node 20+. Output is byte-identical per
// (seed, count).

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The word lists (places, industries, clients, roles, sentences) are JSON
// files beside this script; the code below only combines them.
const DATA_DIR = new URL("./generate-jobs-data/", import.meta.url);
const data = (name) => JSON.parse(readFileSync(new URL(name, DATA_DIR), "utf8"));

const GENERATED_AT = "2026-11-20";
const DEFAULT_COUNT = 340;
const DEFAULT_SEED = 20261120;
const AGENCY = "Kshitij Talent Partners";
const APPLY_BASE = "https://apply.kshitijtalent.example/jobs/";
const CREATION_WINDOW_DAYS = 75;

// ---------------------------------------------------------------------------
// PRNG (mulberry32) and helpers
// ---------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let rand = mulberry32(DEFAULT_SEED);

const chance = (p) => rand() < p;
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (arr) => arr[Math.floor(rand() * arr.length)];

function weighted(items, weightOf) {
  let total = 0;
  for (const it of items) total += weightOf(it);
  let r = rand() * total;
  for (const it of items) {
    r -= weightOf(it);
    if (r < 0) return it;
  }
  return items[items.length - 1];
}

function sample(arr, n) {
  const copy = arr.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(n, copy.length));
}

const lcFirst = (s) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

function article(word) {
  const first = word.split(/[\s–-]/)[0];
  if (/^[A-Z]{2,}/.test(first)) return "AEFHILMNORSX".includes(first[0]) ? "an" : "a";
  return /^[AEIOaeio]/.test(word) ? "an" : "a";
}

function listJoin(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function esc(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// Indian digit grouping: 120000 -> "1,20,000"
function inr(n) {
  const s = String(Math.round(n));
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

// ---------------------------------------------------------------------------
// Geography: cities, states and localities with real PIN codes.
// Locality kinds: i = IT / office park, b = business / commercial,
// f = factory / industrial area.
// ---------------------------------------------------------------------------

// (scripts/data/generate-jobs-data/cities.json: `cities` with weights `w` and
// localities [name, PIN, kind]; `multiCity`, multi-valued city/state records
// as found in raw ATS exports.)
const { cities: CITIES, multiCity: MULTI_CITY } = data("cities.json");
const CITY_BY_NAME = Object.fromEntries(CITIES.map((c) => [c.city, c]));

// ---------------------------------------------------------------------------
// Industries, clients and roles.
// Role tuple: [title, level, workMode, skills[], responsibilities[], options?]
//   level: f fresher, j junior, m mid, s senior, l lead
//   workMode: 0 on-site only, 1 hybrid possible, 2 remote possible
//   responsibilities: verb-first, no trailing period; the first one is also
//   used as the role summary.
//   options: { q: qualification override, k: "sales" for field/sales roles }
// ---------------------------------------------------------------------------

// (scripts/data/generate-jobs-data/industries.json; sales roles add the
// salesResponsibilities and salesRequirements, every job one of commonPerks.)
const {
  salesResponsibilities: SALES_RESPS,
  salesRequirements: SALES_REQS,
  commonPerks: COMMON_PERKS,
  industries: INDUSTRIES,
} = data("industries.json");
// The agency's own openings (agency.json). `ind` maps the opening to one of
// the industries (the ATS classifies internal roles by the desk they serve).
const AGENCY_INFO = data("agency.json");

const INDUSTRY_BY_NAME = Object.fromEntries(INDUSTRIES.map((i) => [i.name, i]));

// Roles that only make sense at some of their industry's clients (a trek
// leader works for the trekking company, not the corporate travel desk).
// Roles not listed can be posted by any client of the industry.
// (role-clients.json: role title → the clients that may post it.)
const ROLE_CLIENTS = data("role-clients.json");

// ---------------------------------------------------------------------------
// Levels: experience ranges and salary bands (annual, in lakh rupees)
// ---------------------------------------------------------------------------

const LEVELS = {
  f: { exp: ["0-1", "0-1", "0-2", "0-2", "0-3"], lpa: [1.8, 3.6] },
  j: { exp: ["1-3", "1-3", "2-4", "1-4", "2-5"], lpa: [3, 6.5] },
  m: { exp: ["3-5", "3-6", "4-7", "2-5", "4-6", "5-8"], lpa: [6, 13] },
  s: { exp: ["5-8", "6-10", "7-10", "5-10", "6-9", "8-12"], lpa: [12, 26] },
  l: { exp: ["8-12", "10-15", "12-18", "10-14", "12-16"], lpa: [24, 48] },
};

const SALARY_MULT = {
  "IT & ITES": 1.3,
  Fintech: 1.3,
  "E-Commerce": 1.15,
  Edtech: 1.05,
  "Medical/Pharmaceuticals": 1,
  Retail: 0.75,
  "BPO/KPO/Shared Services": 0.8,
  "Travel and Tourism": 0.8,
  "Educational/Training": 0.8,
  "Health care": 0.9,
};

const DESK_SITES = {
  ENG: "design office",
  HC: "corporate office",
  IT: "development centre",
  MFG: "corporate office",
  FMCG: "regional office",
  BFSI: "regional office",
  EXIM: "head office",
  BPO: "delivery centre",
  PHA: "head office",
  EDU: "head office",
  AUTO: "corporate office",
  RTL: "head office",
  CON: "head office",
};

const TIMINGS = {
  default: ["Monday to Friday, 9:30 am to 6:30 pm", "Monday to Saturday with alternate Saturdays off"],
  BPO: [
    "Rotational shifts with two rotational week-offs",
    "Night shifts (US hours) with fixed Saturday and Sunday off",
  ],
  HC: ["Rotational shifts with one weekly off", "Six days a week, rotational shifts"],
  TEL: ["Rotational shifts, 24x7 operations", "Monday to Saturday, general shift"],
  RTL: ["Six days a week with a weekday off", "Rotational shifts between 10 am and 10 pm"],
  MFG: ["Six days a week, general or rotational shift", "Six days a week, three-shift operation"],
  AUTO: ["Six days a week, general shift", "Monday to Saturday, 9 am to 6 pm"],
  CON: ["Six days a week at site", "Monday to Saturday, site timings"],
  PHA: ["Six days a week, general shift", "Rotational shifts for plant roles"],
  EDU: ["Monday to Saturday, 7:30 am to 2:30 pm", "Six days a week as per the academic timetable"],
  TRV: ["Six days a week with rotational week-offs", "Monday to Saturday, 10 am to 7 pm"],
  FMCG: ["Six days a week, market working", "Monday to Saturday"],
  BFSI: ["Monday to Saturday, branch timings", "Six days a week with second and fourth Saturdays off"],
};

const LEVEL_LINES = {
  f: [
    "This is an entry-level position and complete on-the-job training will be provided.",
    "Freshers with the right attitude are encouraged to apply; you will be trained for the first two weeks.",
  ],
  j: [
    "You will work under the guidance of an experienced manager and grow into a larger role.",
    "You will be part of a small, supportive team with regular one-on-one feedback.",
  ],
  m: [
    "You will work independently, own your deliverables and guide junior team members.",
    "You will be a key member of the team and work closely with cross-functional stakeholders.",
  ],
  s: [
    "You will lead a team of {n} and report to the functional head.",
    "This senior role comes with ownership of outcomes and a team of {n}.",
  ],
  l: [
    "This is a leadership role with full ownership of outcomes and a team of {n}+ people.",
    "You will report to the CEO and lead a function of {n}+ people.",
  ],
};

// ---------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------

const DAY_MS = 86400000;
const BASE_DATE = Date.UTC(2026, 10, 20);
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n) => String(n).padStart(2, "0");

function formatDate(ms) {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const r = rand();
  if (r < 0.9) return `${y}-${pad(m + 1)}-${pad(day)}`;
  if (r < 0.94) return `${pad(day)}/${pad(m + 1)}/${y}`;
  if (r < 0.97) return `${pad(day)}/${MONTHS[m]}/${y}`;
  return `${y}-${pad(m + 1)}-${pad(day)} ${pad(int(9, 18))}:${pick(["00", "15", "30", "45"])}:00`;
}

function makeExperience(level) {
  const range = pick(LEVELS[level].exp);
  const [min, max] = range.split("-").map(Number);
  const r = rand();
  if (r < 0.8 || (level === "f" && r >= 0.93)) return { value: range, min, max, exact: false };
  if (r < 0.93) {
    const n = level === "f" ? min : min + int(0, 1);
    return { value: n, min: n, max: n, exact: true };
  }
  const n = Math.max(2, min + int(0, 1));
  return { value: `${n} Years`, min: n, max: n, exact: true };
}

function fmtLakh(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function makeSalary(level, industryName) {
  const [lo, hi] = LEVELS[level].lpa;
  const mult = SALARY_MULT[industryName] ?? 1;
  const min = Math.max(1.5, Math.round((lo + rand() * (hi - lo) * 0.6) * mult * 2) / 2);
  const max = Math.round(min * (1.2 + rand() * 0.35) * 2) / 2;
  const mid = (min + max) / 2;
  let text = null;
  const r = rand();
  if (max <= 6 && r < 0.45) {
    const mMin = Math.round((min * 100000) / 12 / 1000) * 1000;
    const mMax = Math.round((max * 100000) / 12 / 1000) * 1000;
    text = `₹${inr(mMin)} - ₹${inr(mMax)} per month`;
  } else if (r < 0.75) {
    text = `${fmtLakh(min)}-${fmtLakh(max)} LPA`;
  } else {
    text = `${fmtLakh(Math.round(mid * 2) / 2)} LPA`;
  }
  return { text, annual: Math.round((mid * 100000) / 50000) * 50000 };
}

function remoteValue(mode) {
  if (mode === "remote") return chance(0.7) ? 1 : "Yes";
  if (mode === "hybrid") return 2;
  const r = rand();
  return r < 0.55 ? 0 : r < 0.75 ? "No" : null;
}

function pickLocality(cityObj, kinds) {
  const preferred = cityObj.loc.filter(([, , k]) => [...k].some((c) => kinds.includes(c)));
  return pick(preferred.length ? preferred : cityObj.loc);
}

function pickCity(industry) {
  return weighted(CITIES, (c) => c.w * (industry.hot.includes(c.city) ? 2.5 : 1));
}

function splitSkills(role) {
  const skills = role.skills;
  const count = Math.min(skills.length, int(3, 6));
  const core = skills.slice(0, 2);
  const rest = sample(skills.slice(2), count - 2);
  return { primary: [...core, ...rest], extra: skills.filter((s) => !core.includes(s) && !rest.includes(s)) };
}

const SOFT_SKILLS = [
  "Communication",
  "Team Player",
  "Problem Solving",
  "Time Management",
  "Attention to Detail",
  "Ownership",
  "Customer Focus",
  "MS Office",
];

function wordCount(html) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, "x")
    .split(/\s+/)
    .filter(Boolean).length;
}

function experienceLine(exp, phrase, title) {
  if (exp.max <= 1 && !exp.exact) {
    return `Freshers and candidates with up to ${exp.max} year of experience are welcome to apply`;
  }
  if (exp.exact && exp.min === 0) return "Freshers are welcome to apply";
  if (exp.exact) {
    return `At least ${exp.min} year${exp.min === 1 ? "" : "s"} of experience in ${phrase}`;
  }
  if (exp.min === 0) {
    return `0-${exp.max} years of experience; freshers with relevant internships are welcome`;
  }
  return `${exp.min}-${exp.max} years of experience as ${article(title)} ${title} or in a similar role in ${phrase}`;
}

function buildDescription(ctx) {
  const {
    client,
    blurb,
    title,
    role,
    industry,
    city,
    cityLabel,
    locality,
    exp,
    remote,
    salary,
    primary,
    extra,
    locationLine,
    entities,
  } = ctx;
  const e = (s) => esc(s);
  const summaryResp = role.resps[0];
  const rupee = (s) => (entities ? s.replace(/₹/g, "&#8377;") : s);

  const levelLine = pick(LEVEL_LINES[role.level]).replace("{n}", String(role.level === "l" ? int(20, 60) : int(4, 12)));
  let modeLine = "";
  if (remote.mode === "remote") {
    modeLine = `This is a remote role open to candidates across India, with occasional travel to the ${city} office.`;
  } else if (remote.mode === "hybrid") {
    modeLine = `This is a hybrid role with ${pick(["two", "three"])} days a week at our ${locality} office.`;
  }
  // Desk and sales roles sit in an office; on-site roles anywhere the industry works.
  const site =
    role.workMode >= 1 || role.kind === "sales" ? DESK_SITES[industry.code] || "office" : pick(industry.site);
  const joinLine =
    remote.mode === "remote"
      ? `to join our ${cityLabel === city ? `${e(city)} team, working remotely` : "team, working remotely"}`
      : cityLabel === city
        ? `to join our ${site} in ${e(locality)}, ${e(city)}`
        : `to join our teams in ${e(cityLabel)}`;

  // About
  let about;
  if (chance(0.5)) {
    about =
      `<p><strong>${e(client)}</strong> ${e(blurb)}. We are looking for ${article(title)} <strong>${e(title)}</strong> ` +
      `${joinLine}. In this role you will ${e(lcFirst(summaryResp))}. ` +
      `${levelLine}${modeLine ? ` ${modeLine}` : ""}</p>`;
  } else {
    about =
      `<h3>About ${e(client)}</h3><p>${e(client)} ${e(blurb)}.</p>` +
      `<h3>${pick(["About the role", "Role overview", "The opportunity"])}</h3>` +
      `<p>As ${article(title)} <strong>${e(title)}</strong> based in ${e(cityLabel)}, you will ${e(lcFirst(summaryResp))}. ` +
      `${levelLine}${modeLine ? ` ${modeLine}` : ""}</p>`;
  }

  // Responsibilities: role-specific first, then industry/sales generics
  const generic = role.kind === "sales" ? [...SALES_RESPS, ...industry.resps.slice(0, 1)] : industry.resps;
  const resps = [...role.resps.slice(1), ...sample(generic, int(2, 3))];

  // Requirements
  const genericReqs = role.kind === "sales" ? SALES_REQS : industry.reqs;
  const skillLine = `${pick(["Hands-on experience with", "Working knowledge of", "Practical skills in"])} ${listJoin(primary.slice(0, Math.min(4, primary.length)))}`;
  const reqs = [
    experienceLine(exp, industry.phrase, title),
    role.q || industry.q,
    skillLine,
    ...sample(genericReqs, int(1, 2)),
  ];
  if (remote.mode === "remote") reqs.push("A quiet workspace and a reliable broadband connection");
  else if (remote.mode === "onsite" && chance(0.4)) {
    reqs.push(`Candidates based in or willing to relocate to ${cityLabel} will be preferred`);
  }

  // Offer
  const offers = [...sample(industry.perks, int(2, 3)), pick(COMMON_PERKS)];
  if (salary && (entities || chance(0.6))) {
    offers.unshift(`Compensation of ${salary}, based on experience and interview performance`);
  } else if (entities) {
    offers.unshift(`Quarterly performance incentive of up to ₹${inr(int(2, 12) * 2500)}`);
  }

  const h = entities
    ? {
        resp: "Roles &amp; Responsibilities",
        req: "Skills &amp; Qualifications",
        offer: "Perks &amp; Benefits",
      }
    : {
        resp: pick(["Key responsibilities", "What you will do", "Responsibilities"]),
        req: pick(["Requirements", "What we are looking for", "Who you are"]),
        offer: pick(["What we offer", "What's on offer", "Perks and benefits"]),
      };
  const ul = (items) => `<ul>${items.map((s) => `<li>${rupee(e(s))}</li>`).join("")}</ul>`;

  // Optional sections, decided once so that trimming below is stable.
  const goodToHave =
    extra.length && chance(0.35)
      ? `<h3>${pick(["Good to have", "Preferred skills", "Nice to have"])}</h3>${ul(sample(extra, int(2, 3)))}`
      : "";
  const timing = chance(0.25)
    ? `<p><strong>Work location:</strong> ${e(locationLine)}. <strong>Working days:</strong> ${pick(TIMINGS[industry.code] || TIMINGS.default)}.</p>`
    : "";
  let process = "";
  if (chance(0.3)) {
    const rounds =
      role.level === "f"
        ? "a short screening call and one interview"
        : pick(["a screening call", "a recruiter screening"]);
    const next =
      role.level === "f"
        ? "Selected candidates can join within a week."
        : `This is followed by ${pick(["a functional interview", "two interview rounds", "a technical round and a final discussion"])} with the hiring manager.`;
    process =
      `<h3>${pick(["Hiring process", "How to apply", "Selection process"])}</h3>` +
      `<p>${client === AGENCY ? "" : `This position is being hired through ${AGENCY}. `}The process starts with ${rounds}. ${next} ` +
      `Shortlisted candidates will hear from us within ${pick(["three", "five", "seven"])} working days.</p>`;
  }

  const offerAsParagraph = chance(0.3);
  const build = () => {
    const offerBlock = offerAsParagraph ? `<p>${rupee(e(offers.join(". ")))}.</p>` : ul(offers);
    return (
      about +
      `<h3>${h.resp}</h3>${ul(resps)}` +
      `<h3>${h.req}</h3>${ul(reqs)}` +
      goodToHave +
      `<h3>${h.offer}</h3>${offerBlock}` +
      timing +
      process
    );
  };
  let html = build();
  // Keep within 120-400 words.
  while (wordCount(html) > 400 && (resps.length > 3 || reqs.length > 4 || offers.length > 2)) {
    if (resps.length > 3) resps.pop();
    else if (reqs.length > 4) reqs.pop();
    else offers.pop();
    html = build();
  }
  const fillers = [
    ...industry.resps.filter((r) => !resps.includes(r)).map((r) => ["resp", r]),
    ...industry.reqs.filter((r) => !reqs.includes(r)).map((r) => ["req", r]),
    ...COMMON_PERKS.filter((p) => !offers.includes(p)).map((p) => ["offer", p]),
  ];
  while (wordCount(html) < 120 && fillers.length) {
    const [kind, text] = fillers.shift();
    if (kind === "resp") resps.push(text);
    else if (kind === "req") reqs.push(text);
    else offers.push(text);
    html = build();
  }
  return html;
}

// ---------------------------------------------------------------------------
// Job generation
// ---------------------------------------------------------------------------

function toRole(tuple) {
  const [title, level, workMode, skills, resps, opts = {}] = tuple;
  return { title, level, workMode, skills, resps, q: opts.q, kind: opts.k, ind: opts.ind };
}

for (const ind of INDUSTRIES) {
  ind.roleObjs = ind.roles.map(toRole);
  ind.clientObjs = ind.clients.map(([name, blurb]) => ({ name, blurb }));
  for (const role of ind.roleObjs) {
    const allowed = ROLE_CLIENTS[role.title];
    role.clients = allowed ? ind.clientObjs.filter((c) => allowed.includes(c.name)) : ind.clientObjs;
    if (allowed && role.clients.length !== allowed.length) {
      throw new Error(`ROLE_CLIENTS for "${role.title}" names a client outside ${ind.name}`);
    }
  }
}
const AGENCY_ROLES = AGENCY_INFO.roles.map(toRole);

// Roles compatible with a work mode: remote needs a remote-capable role,
// hybrid a hybrid- or remote-capable one.
const fitsMode = (role, mode) =>
  mode === "remote" ? role.workMode === 2 : mode === "hybrid" ? role.workMode >= 1 : true;

function chooseIndustryAndRole(flags, coverage) {
  const mode = flags.mode;
  // Guarantee every industry appears at least once.
  if (coverage.industries.length) {
    const idx = coverage.industries.findIndex((ind) => ind.roleObjs.some((r) => fitsMode(r, mode)));
    if (idx >= 0) {
      const [industry] = coverage.industries.splice(idx, 1);
      return { industry, role: pick(industry.roleObjs.filter((r) => fitsMode(r, mode))) };
    }
  }
  const eligible = INDUSTRIES.filter((ind) => ind.roleObjs.some((r) => fitsMode(r, mode)));
  const industry = weighted(eligible, (i) => i.w);
  return { industry, role: pick(industry.roleObjs.filter((r) => fitsMode(r, mode))) };
}

function generateJob(index, flags, counters, coverage) {
  const isAgency = flags.agency;
  const mode = flags.mode;
  let industry;
  let role;
  let client;
  let blurb;
  let cityObj;
  let descIndustry;

  if (isAgency) {
    role = pick(AGENCY_ROLES.filter((r) => fitsMode(r, mode)));
    industry = INDUSTRY_BY_NAME[role.ind];
    client = AGENCY;
    blurb = AGENCY_INFO.blurb;
    descIndustry = AGENCY_INFO;
    cityObj = CITY_BY_NAME[weighted(AGENCY_INFO.cities, ([, w]) => w)[0]];
  } else {
    ({ industry, role } = chooseIndustryAndRole(flags, coverage));
    const c = pick(role.clients);
    client = c.name;
    blurb = c.blurb;
    descIndustry = industry;
    // Guarantee every city appears at least once, then weight by industry.
    cityObj = coverage.cities.length ? coverage.cities.shift() : pickCity(industry);
  }

  const remote = { mode, value: remoteValue(mode) };
  const multi = flags.multi ? pick(MULTI_CITY) : null;
  if (multi) cityObj = CITY_BY_NAME[multi.cities[0]];

  // Sales roles sit in commercial areas, desk roles in office/IT parks, the rest
  // where the industry usually operates.
  const kinds = isAgency ? "bi" : role.kind === "sales" ? "b" : role.workMode >= 1 ? "ib" : industry.kinds;
  const [locality, pin] = pickLocality(cityObj, kinds);

  let city = cityObj.city;
  let states = cityObj.state;
  let location = `${locality}, ${cityObj.city}`;
  let cityLabel = cityObj.city;
  if (multi) {
    const style = rand();
    city =
      style < 0.7 ? `[${multi.cities.join(", ")}]` : style < 0.85 ? multi.cities.join(", ") : multi.cities.join(" / ");
    states = multi.states;
    location = multi.cities.join(" / ");
    cityLabel = listJoin(multi.cities);
  } else if (remote.mode === "remote" && chance(0.4)) {
    location = pick([
      `Remote - ${cityObj.city}`,
      `Work from home (${cityObj.city})`,
      `Remote, India (${cityObj.city} base)`,
    ]);
  }

  let title = role.title;
  if (!multi && chance(0.05)) title = `${title} (${cityObj.city})`;

  const exp = makeExperience(role.level);

  // Dates: creation within the 75 days up to GENERATED_AT, skewed to recent.
  const daysAgo = Math.min(CREATION_WINDOW_DAYS - 1, Math.floor(CREATION_WINDOW_DAYS * rand() ** 1.6));
  const createdMs = BASE_DATE - daysAgo * DAY_MS;
  const startMs = createdMs + int(0, 30) * DAY_MS;
  const creationMissing = flags.creationMissing;
  // When creation_date is missing, job_start_date is the consumer's fallback,
  // so keep it in the canonical shape.
  const jobStart = creationMissing ? new Date(startMs).toISOString().slice(0, 10) : formatDate(startMs);
  const creation = creationMissing ? pick([undefined, null, ""]) : formatDate(createdMs);

  const { primary, extra } = splitSkills(role);
  let skillsStr = "";
  if (!chance(0.2)) {
    const all = [...primary, ...extra, ...sample(SOFT_SKILLS, int(1, 3))];
    skillsStr = all.join(chance(0.85) ? ", " : ",");
  }

  const sal = makeSalary(role.level, industry.name);
  const salary = flags.salary ? sal.text : chance(0.5) ? null : "";
  const payRate = chance(0.12) ? sal.annual : null;

  const description = buildDescription({
    client,
    blurb,
    title,
    role,
    industry: descIndustry,
    city: cityObj.city,
    cityLabel,
    locality,
    exp,
    remote,
    salary: salary || null,
    primary,
    extra,
    locationLine: multi ? `${location} (any one location)` : `${locality}, ${cityObj.city} ${pin}`,
    entities: flags.entities,
  });

  let jobCode = null;
  if (flags.jobCode) {
    counters.jobCode += int(1, 3);
    jobCode = `KTP-${isAgency ? "HR" : industry.code}-${counters.jobCode}`;
  }

  const detailSkills = [...primary];
  if (extra.length && chance(0.5)) detailSkills.push(...sample(extra, int(1, 2)));

  return {
    sortKey: creationMissing ? startMs : createdMs,
    index,
    noApply: flags.noApply,
    title,
    client,
    industry: industry.name,
    city,
    states,
    location,
    zip: pin,
    experience: exp.value,
    jobStart,
    creation,
    creationMissing,
    primary: primary.join(", "),
    skillsStr,
    description,
    summary: `${client} is hiring ${article(title)} ${title} in ${cityLabel} to ${lcFirst(role.resps[0])}.`,
    detailSkills,
    salary,
    payRate,
    jobCode,
    remote: remote.value,
  };
}

// Exact quotas for the dataset-level shares, so that even the small default
// file hits the intended proportions. Returns a Set of chosen indices.
function quota(eligible, share, total) {
  return new Set(sample(eligible, Math.round(share * total)));
}

function planFlags(count) {
  const all = Array.from({ length: count }, (_, i) => i);
  const agency = quota(all, 0.1, count);
  const remote = quota(all, 0.12, count);
  const hybrid = quota(
    all.filter((i) => !remote.has(i)),
    0.08,
    count,
  );
  const multi = quota(
    all.filter((i) => !agency.has(i) && !remote.has(i)),
    0.02,
    count,
  );
  const creationMissing = quota(all, 0.03, count);
  const entities = quota(all, 0.025, count);
  const salary = quota(all, 0.4, count);
  const jobCode = quota(all, 0.5, count);
  const noApply = quota(all, 0.03, count);
  return all.map((i) => ({
    agency: agency.has(i),
    mode: remote.has(i) ? "remote" : hybrid.has(i) ? "hybrid" : "onsite",
    multi: multi.has(i),
    creationMissing: creationMissing.has(i),
    entities: entities.has(i),
    salary: salary.has(i),
    jobCode: jobCode.has(i),
    noApply: noApply.has(i),
  }));
}

function generate(count, seed) {
  rand = mulberry32(seed);
  const flags = planFlags(count);
  const counters = { jobCode: 1000 };
  const coverage = { industries: INDUSTRIES.slice(), cities: sample(CITIES, CITIES.length) };
  const drafts = [];
  for (let i = 0; i < count; i++) drafts.push(generateJob(i, flags[i], counters, coverage));
  drafts.sort((a, b) => a.sortKey - b.sortKey || a.index - b.index);

  let id = 4100 + int(0, 99);
  return drafts.map((d) => {
    id += int(1, 4);
    const job = {
      id,
      job_title: d.title,
      client: d.client,
      industry: d.industry,
      city: d.city,
      country: "India",
      states: d.states,
      location: d.location,
      zip_code: d.zip,
      experience: d.experience,
      job_start_date: d.jobStart,
    };
    if (d.creation !== undefined) job.creation_date = d.creation;
    Object.assign(job, {
      primary_skills: d.primary,
      skills: d.skillsStr,
      job_description: d.description,
      details: { summary: d.summary, skills: d.detailSkills },
      apply_job_without_registration: d.noApply ? null : `${APPLY_BASE}${id}`,
      salary: d.salary,
      pay_rate___salary: d.payRate,
      job_code: d.jobCode,
      remoteOpportunity: d.remote,
    });
    return job;
  });
}

// ---------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------

function parseArgs(argv) {
  const args = { count: DEFAULT_COUNT, out: null, seed: DEFAULT_SEED };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`Missing value for ${a}`);
      return v;
    };
    if (a === "--count") args.count = Number.parseInt(next(), 10);
    else if (a === "--out") args.out = next();
    else if (a === "--seed") args.seed = Number.parseInt(next(), 10);
    else if (a === "--help" || a === "-h") {
      console.log("Usage: node scripts/data/generate-jobs.mjs [--count N] [--out PATH] [--seed INT]");
      process.exit(0);
    } else throw new Error(`Unknown argument: ${a}`);
  }
  if (!Number.isInteger(args.count) || args.count < 1) throw new Error("--count must be a positive integer");
  if (!Number.isInteger(args.seed)) throw new Error("--seed must be an integer");
  return args;
}

const args = parseArgs(process.argv.slice(2));
const scriptDir = dirname(fileURLToPath(import.meta.url));
const outPath = args.out
  ? resolve(process.cwd(), args.out)
  : resolve(scriptDir, "../../worker/jobs/data/embedded-jobs.json");

const jobs = generate(args.count, args.seed);
const body = `{"generatedAt":"${GENERATED_AT}","jobs":[\n${jobs.map((j) => JSON.stringify(j)).join(",\n")}\n]}\n`;

mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, body);
console.log(`Wrote ${jobs.length} jobs (${(Buffer.byteLength(body) / 1024).toFixed(0)} KB) to ${outPath}`);
