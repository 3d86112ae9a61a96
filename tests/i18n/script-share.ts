/**
 * How much of a page is in its language's script (issue 32): the letters a
 * visitor reads or hears in the body (text, and the labels of controls and
 * images), outside elements marked with another language (`lang="en"` on
 * the ATS's words, the brand; each name in the language switch), and apart
 * from the visitor's own search words. A plain tokenizer, like
 * ./english-text.ts, so it runs in workerd and in Node.
 */

import { decode, LABEL_ATTRIBUTES, VOID } from "./english-text";

/** A letter of each script the language table may use (ISO 15924). */
export const SCRIPT_LETTER: Record<string, RegExp> = {
  Latn: /\p{Script=Latin}/u,
  Deva: /\p{Script=Devanagari}/u,
  Beng: /\p{Script=Bengali}/u,
  Telu: /\p{Script=Telugu}/u,
  Knda: /\p{Script=Kannada}/u,
  Taml: /\p{Script=Tamil}/u,
  Gujr: /\p{Script=Gujarati}/u,
  Guru: /\p{Script=Gurmukhi}/u,
  Orya: /\p{Script=Oriya}/u,
  Mlym: /\p{Script=Malayalam}/u,
};

export interface ScriptShare {
  /** Letters counted (in the page's language). */
  letters: number;
  /** Of those, in the script. */
  inScript: number;
  share: number;
  /** The longest runs of text not in the script, for a failure's message. */
  outside: string[];
}

/** `html`'s body, in `lang` (a BCP 47 primary subtag) written in `script` (ISO 15924). */
export function scriptShare(html: string, lang: string, script: string, visitorText: string[] = []): ScriptShare {
  const inScript = SCRIPT_LETTER[script];
  if (!inScript) throw new Error(`no pattern for script ${script}`);
  const start = html.search(/<body[\s>]/);
  const body = (start === -1 ? html : html.slice(start)).replace(/<!--[\s\S]*?-->/g, "");
  const stack: boolean[] = [true];
  let letters = 0;
  let hits = 0;
  const outside: string[] = [];
  const count = (raw: string) => {
    if (!stack[stack.length - 1]) return;
    let text = decode(raw);
    for (const words of visitorText) if (words.trim()) text = text.split(words.trim()).join(" ");
    let miss = "";
    for (const c of text) {
      if (!/\p{L}/u.test(c)) continue;
      letters++;
      if (inScript.test(c)) hits++;
      else miss += c;
    }
    if (miss.length > 3) outside.push(text.trim().slice(0, 80));
  };
  const tokens = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  let match: RegExpExecArray | null = tokens.exec(body);
  while (match !== null) {
    const [, closing, rawTag, rawAttrs, text] = match;
    if (text !== undefined) count(text);
    else {
      const tag = rawTag.toLowerCase();
      if (closing) {
        if (stack.length > 1) stack.pop();
      } else {
        const attrs = Object.fromEntries(
          [...rawAttrs.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)].map((m) => [
            m[1].toLowerCase(),
            m[2] ?? m[3] ?? "",
          ]),
        );
        const own = attrs.lang?.toLowerCase().split("-")[0];
        const counted = own === undefined ? stack[stack.length - 1] : own === lang;
        stack.push(counted);
        for (const name of LABEL_ATTRIBUTES) if (attrs[name]) count(attrs[name]);
        if (tag === "input" && /^(submit|button)$/.test(attrs.type ?? "") && attrs.value) count(attrs.value);
        if (VOID.has(tag) || /\/\s*$/.test(rawAttrs)) stack.pop();
        else if (tag === "script" || tag === "style") {
          const end = body.indexOf(`</${tag}`, tokens.lastIndex);
          tokens.lastIndex = end === -1 ? body.length : end;
        }
      }
    }
    match = tokens.exec(body);
  }
  return { letters, inScript: hits, share: letters === 0 ? 1 : hits / letters, outside };
}
