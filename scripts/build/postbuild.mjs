#!/usr/bin/env node
// After `react-router build`: make the prerendered pages safe to serve as
// static assets. Workers Static Assets answers them without running the
// Worker, so the Worker's security middleware never sees them. This script
//  - removes any nonce attribute from each page (pages carry none since
//    decision 022; a nonce baked into a file would be no nonce), and
//  - writes build/client/_headers with the same security headers the Worker
//    sets, and a CSP per page that allows exactly its inline scripts and
//    inline stylesheets (decision 023) by hash.
// Node 24 runs the TypeScript policy module directly (type stripping), so the
// policy is written once, in worker/http/security-headers.ts.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { site } from "../../shared/content/site.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import {
  baselineSecurityHeaders,
  contentSecurityPolicy,
  nonHtmlContentSecurityPolicy,
  pageNeedsOf,
} from "../../worker/http/security-headers.ts";
import { runtimeStyleSources, styleHashSource } from "./style-sources.ts";

const client = join(process.env.BUILD_DIR || "build", "client");

function* allFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* allFiles(path);
    else yield path;
  }
}
const htmlFiles = (dir) => [...allFiles(dir)].filter((f) => f.endsWith(".html"));

// Unreachable output (decision 013). No page runs React Router in the
// browser, so its client entry, route chunks and the prerendered `.data`
// files are never requested: deploy only the JavaScript a page can load.
// Roots: the entry module (its name recorded by the Vite plugin) and any
// script a prerendered page names; from there every chunk whose file name
// appears in a reachable chunk (static and dynamic imports, Vite's preload
// lists) is reachable. Everything else in assets/*.js goes, with every .data.
const assetsDir = join(client, "assets");
const record = join(client, "enhance-entry.json");
if (!existsSync(record)) throw new Error("postbuild: the client build did not record its entry module");
const entry = basename(JSON.parse(readFileSync(record, "utf8")).file);
rmSync(record);
const chunks = new Set(readdirSync(assetsDir).filter((f) => f.endsWith(".js")));
const chunkNamesIn = (text) =>
  new Set([...text.matchAll(/[\w$.-]+\.js\b/g)].map((m) => m[0]).filter((n) => chunks.has(n)));
const reachable = new Set([entry]);
for (const file of htmlFiles(client)) for (const name of chunkNamesIn(readFileSync(file, "utf8"))) reachable.add(name);
const queue = [...reachable];
while (queue.length > 0) {
  const name = queue.pop();
  if (!chunks.has(name)) throw new Error(`postbuild: ${name} is loaded by a page but was not built`);
  for (const next of chunkNamesIn(readFileSync(join(assetsDir, name), "utf8"))) {
    if (!reachable.has(next)) {
      reachable.add(next);
      queue.push(next);
    }
  }
}
// A page that loaded the router's client runtime would hydrate the whole page: not the design.
for (const name of reachable) {
  if (/^(entry\.client|manifest|root)-/.test(name))
    throw new Error(`postbuild: a page can load ${name}, React Router's client runtime`);
}
let pruned = 0;
for (const name of chunks) {
  if (reachable.has(name)) continue;
  rmSync(join(assetsDir, name));
  pruned++;
}
for (const file of allFiles(client)) {
  if (file.endsWith(".data")) {
    rmSync(file);
    pruned++;
  }
}
// The check: what is left is exactly what a page can load, and nothing else.
const left = [...allFiles(client)].filter((f) => f.endsWith(".data") || (f.startsWith(assetsDir) && f.endsWith(".js")));
const stray = left.filter((f) => !f.endsWith(".js") || !reachable.has(basename(f)));
if (stray.length > 0) throw new Error(`postbuild: unreachable output left in the build: ${stray.join(", ")}`);

const rules = [];
let pages = 0;
// Styles code inserts at run time (sonner's, for the form pages' toasts): allowed on the pages with such an island.
const runtimeStyles = runtimeStyleSources();
for (const file of htmlFiles(client)) {
  let html = readFileSync(file, "utf8");
  html = html.replace(/\snonce="[^"]*"/g, "");
  writeFileSync(file, html);
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  // The page's inlined stylesheets (app/lib/page-styles.tsx), each by the hash of its exact text.
  const styles = new Set();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(styleHashSource(match[1]));
  if (!/<style\b/.test(html)) throw new Error(`postbuild: ${file} has no inline stylesheet (app/lib/page-styles.tsx)`);
  const needs = pageNeedsOf(html);
  if (needs.runtimeStyles) for (const source of runtimeStyles) styles.add(source);
  // build/client/services/index.html is served at /services.
  const route = `/${relative(client, file)
    .replace(/\\/g, "/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`;
  rules.push({
    path: route,
    headers: { "Content-Security-Policy": contentSecurityPolicy([...hashes], [...styles], needs.mapFrame) },
  });
  pages++;
}

// Static Assets serves its files to GET and HEAD only and answers any other
// method with a bare 405, before the Worker could add the Allow header that
// RFC 9110 asks of a 405 (issue 22). Its headers rules apply to that 405 too,
// so one rule for every file says it, whatever prerendered page (a Hindi twin
// under /hi included) or trailing-slash form was asked for. The Worker's own
// answers never get _headers. A prerendered page that runs the Worker first
// (the form pages: run_worker_first in the built config) takes POST there, so
// the copy the Worker reads through ASSETS loses the Allow again below.
const workerFirstPaths = new Set(
  JSON.parse(readFileSync(join(process.env.BUILD_DIR || "build", "server", "wrangler.json"), "utf8")).assets
    ?.run_worker_first ?? [],
);
for (const rule of rules) if (workerFirstPaths.has(rule.path)) rule.unset = ["Allow"];

// One rule per page and language would pass Cloudflare's 100 rules (issue
// 32: every seeker page in seven languages). A page's twins in other
// languages are the same route with the same stylesheets and scripts, so the
// same policy, and so are a route's pages with an id (/DetailService/3): one
// rule with placeholders (`/:lang/faq`, `/:lang/DetailService/:id`; each
// stands for one path segment) covers them, as long as every file it matches
// has exactly that policy. Otherwise each file keeps its own rule: two rules
// matching one file would join their policies into two, both enforced.
const prefixes = new Set(LANGUAGES.filter((l) => l.prefix).map((l) => l.prefix.slice(1)));
const patternOf = (path) =>
  path
    .split("/")
    .map((segment, i) => (i === 1 && prefixes.has(segment) ? ":lang" : /^\d+$/.test(segment) ? ":id" : segment))
    .join("/");
const matcher = (pattern) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(lang|id)/g, "[^/]+")}$`);
const allPaths = [...allFiles(client)].map((file) => {
  const path = `/${relative(client, file).replace(/\\/g, "/")}`;
  return path.endsWith(".html") ? path.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "") || "/" : path;
});
const signature = (rule) => JSON.stringify([rule.headers, rule.unset ?? []]);
const groups = new Map();
for (const rule of rules) {
  const pattern = patternOf(rule.path);
  groups.set(pattern, [...(groups.get(pattern) ?? []), rule]);
}
const merged = [];
for (const [pattern, members] of groups) {
  const matches = allPaths.filter((path) => matcher(pattern).test(path));
  const same = members.every((rule) => signature(rule) === signature(members[0]));
  if (members.length > 1 && same && matches.length === members.length) {
    merged.push({ ...members[0], path: pattern });
  } else merged.push(...members);
}
rules.length = 0;
rules.push(...merged);

// Other files outside /assets and /images (favicon, noscript.css) each get
// the strict non-HTML policy.
for (const file of allFiles(client)) {
  const path = `/${relative(client, file).replace(/\\/g, "/")}`;
  if (/\.(html|data)$/.test(file) || path === "/_headers" || /^\/(assets|images)\//.test(path)) continue;
  // The service worker (issue 30) posts to our API from its own scope, and must be checked for updates.
  const headers =
    path === "/sw.js"
      ? { "Content-Security-Policy": "default-src 'none'; connect-src 'self'", "Cache-Control": "no-cache" }
      : { "Content-Security-Policy": nonHtmlContentSecurityPolicy };
  rules.push({ path, headers });
}

const baseline = [...Object.entries(baselineSecurityHeaders), ["Allow", "GET, HEAD"]]
  .map(([name, value]) => `  ${name}: ${value}`)
  .join("\n");
const lines = [
  "# Generated by scripts/build/postbuild.mjs: headers for files served without the Worker.",
  "/*",
  baseline,
  "/assets/*",
  "  Cache-Control: public, max-age=31536000, immutable",
  `  Content-Security-Policy: ${nonHtmlContentSecurityPolicy}`,
  "/images/*",
  "  Cache-Control: public, max-age=86400, stale-while-revalidate=604800",
  `  Content-Security-Policy: ${nonHtmlContentSecurityPolicy}`,
  ...rules.flatMap((rule) => [
    rule.path,
    ...Object.entries(rule.headers).map(([n, v]) => `  ${n}: ${v}`),
    ...(rule.unset ?? []).map((n) => `  ! ${n}`),
  ]),
];
if (rules.length + 3 > 100) throw new Error(`_headers allows 100 rules; this build needs ${rules.length + 3}`);
writeFileSync(join(client, "_headers"), `${lines.join("\n")}\n`);
// robots.txt points at the sitemap on the brand's own domain (shared/content/site.ts).
writeFileSync(
  join(client, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n\nSitemap: ${new URL("/sitemap.xml", site.url)}\n`,
);
console.log(
  `postbuild: ${pages} prerendered pages, _headers written with ${rules.length + 3} rules; ${reachable.size} chunks a page can load, ${pruned} unreachable files removed`,
);

// Form pages are prerendered but must run the Worker first so their POSTs
// reach it (shared/lib/form-pages.ts): without that, Static Assets would answer a
// form sent without JavaScript with 405.
// vite.config.ts writes them into the built config from shared/lib/form-pages.ts
// (every language's), so the built list is the one to hold to it.
const builtConfig = JSON.parse(readFileSync(join(process.env.BUILD_DIR || "build", "server", "wrangler.json"), "utf8"));
const workerFirst = builtConfig.assets?.run_worker_first ?? [];
const formPages = workerFirst.filter((path) => !path.includes("*"));
if (!workerFirst.includes("/api/*") || !["/contact", "/upload", "/hi/upload"].every((p) => formPages.includes(p))) {
  throw new Error(
    `the built run_worker_first lacks /api/* or the form pages (vite.config.ts): ${workerFirst.join(", ")}`,
  );
}
const notPrerendered = formPages.filter((path) => !existsSync(join(client, path, "index.html")));
if (notPrerendered.length > 0) {
  throw new Error(`form pages not prerendered: ${notPrerendered.join(", ")} (react-router.config.ts)`);
}
if (!builtConfig.assets?.binding) {
  throw new Error("wrangler.jsonc assets: a binding must be set (the form pages are read through it)");
}

// The dev mailer records mail in D1 instead of sending it: in production it
// would swallow every lead. Only `npm start` turns it on (worker/mail/index.ts);
// a deployable configuration that sets DEV_MAILER fails the build.
if (builtConfig.vars?.DEV_MAILER !== undefined || /"DEV_MAILER"\s*:/.test(readFileSync("wrangler.jsonc", "utf8"))) {
  throw new Error(
    "wrangler.jsonc must not set DEV_MAILER: the dev mailer is for npm start only (worker/mail/index.ts)",
  );
}

// Same for the staff console's development sign-in (worker/staff/guard.ts):
// in production it would let anyone in.
if (
  builtConfig.vars?.STAFF_DEV_LOGIN !== undefined ||
  /"STAFF_DEV_LOGIN"\s*:/.test(readFileSync("wrangler.jsonc", "utf8"))
) {
  throw new Error("wrangler.jsonc must not set STAFF_DEV_LOGIN: the development sign-in is for npm start only");
}
