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

/** The Markdown source of app/content/{path}.md (for tests and word counts). */
export function contentSource(path: string): string | undefined {
  return sources[`../content/${path}.md`];
}
