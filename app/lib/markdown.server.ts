import { marked } from "marked";

/**
 * Long-form prose (service bodies, articles, legal pages) is Markdown under
 * app/content/, bundled into the server build only and rendered to HTML here.
 * The Markdown is our own, reviewed copy, so its HTML is trusted.
 */
const sources = import.meta.glob<string>("../content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const cache = new Map<string, string>();

/** The rendered HTML of app/content/{path}.md, or undefined when there is no such file. */
export function renderContent(path: string): string | undefined {
  const key = `../content/${path}.md`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const source = sources[key];
  if (source === undefined) return undefined;
  const html = marked.parse(source, { async: false, gfm: true });
  cache.set(key, html);
  return html;
}

/**
 * Like `renderContent`, with every `{{name}}` in the Markdown replaced by
 * `values[name]` first, so prose can state numbers the code also uses (the
 * policy's retention periods). A placeholder without a value throws: the
 * prerender fails rather than publish a page with a hole in it.
 */
export function renderTemplate(path: string, values: Record<string, string>): string | undefined {
  const source = sources[`../content/${path}.md`];
  if (source === undefined) return undefined;
  const filled = source.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`content/${path}.md names {{${name}}}, which has no value`);
    return value;
  });
  return marked.parse(filled, { async: false, gfm: true });
}

/** The Markdown source of app/content/{path}.md (for tests and word counts). */
export function contentSource(path: string): string | undefined {
  return sources[`../content/${path}.md`];
}
