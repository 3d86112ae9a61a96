// Which messages the browser's code can show (decision 030): read by the
// client build's `clientWords` plugin (plugins/client-words.ts), which gives the
// browser a table of exactly these words per language. Plain TypeScript that
// Node runs as is (type stripping); parsed with rolldown's own parser.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseAst } from "rolldown/parseAst";

/** How every module imports the messages (HELPERS.md, docs/architecture.md). */
export const MESSAGES_SPECIFIER = "#shared/i18n/paraglide/messages";

/** The package.json "imports" aliases the app's code uses, to folders under the root. */
const ALIASES: Record<string, string> = { "#app/": "app/", "#shared/": "shared/" };
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Whether `node` is passed on as a value by `parent` (an argument, a variable's or a property's value...). */
function handsOn(node: Node, parent: Node): boolean {
  switch (parent.type) {
    case "CallExpression":
    case "NewExpression":
      return (parent.arguments as Node[]).includes(node);
    case "VariableDeclarator":
      return parent.init === node;
    case "Property":
      return parent.value === node;
    case "ReturnStatement":
    case "SpreadElement":
    case "AssignmentExpression":
      return parent.argument === node || parent.right === node;
    case "ArrayExpression":
      return (parent.elements as Node[]).includes(node);
    default:
      return false;
  }
}

/** What one module imports at run time (static and dynamic, not `import type`) and which messages it names. */
export function scanModule(code: string, file: string): { imports: string[]; keys: Set<string> } {
  const lang = file.endsWith(".tsx") ? "tsx" : file.endsWith(".ts") ? "ts" : "js";
  const ast = parseAst(code, { lang }, file) as unknown as Node;
  const imports: string[] = [];
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of ast.body as Node[]) {
    const source = (statement.source as Node | null | undefined)?.value;
    if (typeof source !== "string") continue;
    if (statement.importKind === "type" || statement.exportKind === "type") continue;
    if (source !== MESSAGES_SPECIFIER) {
      imports.push(source);
      continue;
    }
    if (statement.type !== "ImportDeclaration") {
      throw new Error(`${file}: re-exports the messages; import them with \`import * as m\` instead`);
    }
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.importKind === "type") continue;
      if (specifier.type === "ImportNamespaceSpecifier") namespaces.add((specifier.local as Node).name as string);
      else if (specifier.type === "ImportSpecifier") keys.add((specifier.imported as Node).name as string);
      else throw new Error(`${file}: the messages have no default export`);
    }
  }
  const visit = (node: Node, parent: Node | undefined) => {
    if (node.type === "ImportExpression") {
      const source = node.source as Node;
      if (source.type === "Literal" && typeof source.value === "string") imports.push(source.value);
    }
    if (node.type === "MemberExpression" && isNode(node.object) && namespaces.has(node.object.name as string)) {
      const property = node.property as Node;
      if (!node.computed && property.type === "Identifier") keys.add(property.name as string);
      else if (node.computed && property.type === "Literal" && typeof property.value === "string")
        keys.add(property.value);
      else throw new Error(`${file}: a message is looked up by a computed name; name it (m.key) instead`);
      return;
    }
    if (node.type === "Identifier" && namespaces.has(node.name as string) && parent && handsOn(node, parent)) {
      // The namespace itself handed on: any message could then be shown.
      throw new Error(`${file}: the messages' namespace is used whole; name each message (m.key)`);
    }
    for (const [field, value] of Object.entries(node)) {
      if (field === "parent") continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, node);
      } else if (isNode(value)) visit(value, node);
    }
  };
  visit(ast, undefined);
  return { imports, keys };
}

function resolveFile(base: string): string | undefined {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  // TypeScript's ".js" for a ".ts" source.
  if (base.endsWith(".js") && existsSync(`${base.slice(0, -3)}.ts`)) return `${base.slice(0, -3)}.ts`;
  for (const ext of EXTENSIONS) if (existsSync(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return undefined;
}

/** The app's own module `specifier` names from `from`, or undefined for a package or a virtual module. */
export function resolveAppImport(root: string, from: string, specifier: string): string | undefined {
  const clean = specifier.split("?")[0];
  let base: string | undefined;
  if (clean.startsWith("./") || clean.startsWith("../")) base = resolve(dirname(from), clean);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => clean.startsWith(prefix));
    if (alias) base = join(root, ALIASES[alias], clean.slice(alias.length));
  }
  if (!base) return undefined;
  const file = resolveFile(base);
  if (!file) throw new Error(`${relative(root, from)}: cannot resolve "${specifier}"`);
  return file;
}

/**
 * Every message the modules reachable from `entries` (static and dynamic
 * imports, the app's own files only) can call, with the files walked. A
 * stylesheet or other asset ends the walk at that file.
 */
export function clientMessageKeys(root: string, entries: string[]): { keys: Set<string>; files: string[] } {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(m?js|tsx?)$/.test(file)) continue;
    const scanned = scanModule(readFileSync(file, "utf8"), file);
    for (const key of scanned.keys) keys.add(key);
    for (const specifier of scanned.imports) {
      const target = resolveAppImport(root, file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return { keys, files: [...seen].sort() };
}

/** Where scripts/build/compile-messages.mjs compiles the catalogs a second time, one module per language (messages/<lang>.js). */
export const LOCALE_MODULES_DIR = "shared/i18n/paraglide-locales";
/** The modules whose words the browser loads apart, each with its own table: the islands, the Save/Share code and the language offer. */
export const REGISTRY = "app/islands/registry.ts";
export const EXTRA_SCOPES: Record<string, string> = {
  "job-actions": "app/enhance/job-actions.ts",
  // The language offer (app/enhance/lang-offer.ts): its words in the language it offers.
  "lang-offer": "app/enhance/lang-offer.ts",
};
/** The one module the browser starts with: every module that shows a message must be in a scope's walk. */
export const CLIENT_ENTRY = "app/enhance/main.ts";

/** Island name → its module, from app/islands/registry.ts (`"name": () => import("./path")`). */
export function registryEntries(root: string): Record<string, string> {
  const file = join(root, REGISTRY);
  const source = readFileSync(file, "utf8");
  const entries: Record<string, string> = {};
  for (const match of source.matchAll(/"([\w-]+)":\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    const target = resolveAppImport(root, file, match[2]);
    if (target) entries[match[1]] = relative(root, target);
  }
  if (Object.keys(entries).length === 0) throw new Error(`${REGISTRY}: no island found (its format changed?)`);
  return entries;
}

/**
 * Each scope (island or EXTRA_SCOPES) → the messages its modules can call.
 * Fails when a module the browser can load calls a message outside every
 * scope: nothing would load its words.
 */
export function wordScopes(root: string): Map<string, Set<string>> {
  const scopes = new Map<string, Set<string>>();
  const covered = new Set<string>();
  for (const [scope, entry] of Object.entries({ ...registryEntries(root), ...EXTRA_SCOPES })) {
    const { keys, files } = clientMessageKeys(root, [entry]);
    scopes.set(scope, keys);
    for (const file of files) covered.add(file);
  }
  for (const file of clientMessageKeys(root, [CLIENT_ENTRY]).files) {
    if (covered.has(file) || !/\.(m?js|tsx?)$/.test(file)) continue;
    if (scanModule(readFileSync(file, "utf8"), file).keys.size > 0) {
      throw new Error(
        `${relative(root, file)} shows messages but is in no island's or EXTRA_SCOPES' imports: nothing loads its words (scripts/build/client-words.ts)`,
      );
    }
  }
  return scopes;
}

/** name → its function's source, from a locale module (`export const name = (i) => …;`). */
export function localeFunctions(source: string, file: string): Map<string, string> {
  const ast = parseAst(source, { lang: "js" }, file) as unknown as Node;
  const functions = new Map<string, string>();
  for (const statement of ast.body as Node[]) {
    if (statement.type !== "ExportNamedDeclaration" || !isNode(statement.declaration)) continue;
    const declaration = statement.declaration;
    const [declarator] = declaration.declarations as Node[];
    const init = declarator.init as Node;
    functions.set((declarator.id as Node).name as string, source.slice(init.start as number, init.end as number));
  }
  return functions;
}

/**
 * One scope's table in one language: a module whose default export maps each
 * of `keys` to its function, copied from the locale module (so tables share
 * no chunk). Paraglide's plurals call `registry.plural`; nothing else of the
 * registry is allowed.
 */
export function tableModule(functions: Map<string, string>, keys: Iterable<string>): string {
  const lines = [
    "const registry = { plural: (locale, input, options) => new Intl.PluralRules(locale, options).select(Number(input)) };",
    "export default {",
  ];
  for (const key of [...keys].sort()) {
    const body = functions.get(key);
    if (body === undefined) continue; // not a message (a local `m`); a real one missing fails the typecheck
    const other = body.match(/registry\.(?!plural\b)\w+/);
    if (other) throw new Error(`message ${key} calls ${other[0]}, which the browser's tables do not carry`);
    lines.push(`  ${key}: ${body},`);
  }
  lines.push("};");
  return lines.join("\n");
}
