// CSP sources for the inline <style> elements pages are allowed (decision 023).
// Used by plugins/inline-styles.ts (the Worker's list, fixed when the client is built)
// and by scripts/build/postbuild.mjs (the prerendered pages' _headers). Plain
// TypeScript that Node runs as is (type stripping).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The CSP source that allows an inline <style> whose text is exactly `text`. */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The text of the <style> element sonner (the form toasts, loaded with a
 * form island's first submit) appends to <head> when its module runs: the
 * string literal it passes to its `__insertCSS`. Read from the installed
 * package, so an upgrade that changes the CSS changes the hash with it; an
 * upgrade that changes how it inserts its CSS fails the build here instead of
 * shipping unstyled toasts.
 */
export function sonnerStyleText(): string {
  const file = fileURLToPath(import.meta.resolve("sonner"));
  const source = readFileSync(file, "utf8");
  const calls = [...source.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)];
  if (calls.length !== 1) {
    throw new Error(
      `${file}: expected one __insertCSS("…") call, found ${calls.length}: sonner changed how it adds its CSS (scripts/build/style-sources.ts)`,
    );
  }
  return JSON.parse(calls[0][1]) as string;
}

/**
 * Styles that code inserts at run time, allowed on every page that may load
 * it. Sonner appends its <style> empty and then fills it, and Chromium checks
 * the policy at each step, so the empty text is listed too (it styles nothing).
 */
export function runtimeStyleSources(): string[] {
  return [styleHashSource(""), styleHashSource(sonnerStyleText())];
}
