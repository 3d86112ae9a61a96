/**
 * Finds English UI text on a Hindi page (issue 24): text and labels that a
 * Hindi reader sees or hears, outside elements marked `lang="en…"`. Every run
 * of Latin letters must be on a small allowlist (the brand, file types,
 * platform names, units) or inside an e-mail address or URL.
 *
 * A plain tokenizer, so the same check runs in workerd and in Node: the
 * markup is React's, well formed, with no unquoted `>` in attributes.
 */

/** Latin words a Hindi page may show as they are. Add only names and units, never UI words. */
export const LATIN_ALLOWLIST = new Set(
  [
    // The brand and its legal form.
    "Kshitij",
    "Talent",
    "Partners",
    "Pvt",
    "Ltd",
    // Platforms, file types and acronyms Hindi text uses as they are.
    "WhatsApp",
    "LinkedIn",
    "Instagram",
    "Facebook",
    "YouTube",
    "ATS",
    "PDF",
    "DOC",
    "DOCX",
    "HR",
    "IT",
    "CV",
    "OTP",
    // Payments, named as Indian banks and apps name them (the fake-offer page: "UPI PIN", "UPI ID").
    "UPI",
    "PIN",
    "ID",
    // The words a seeker sends to our WhatsApp number, which it reads in Latin in every language.
    "STOP",
    "HELP",
    // Sector and statutory acronyms the Hindi copy keeps, as Indian HR writing does.
    "PF",
    "ESIC",
    "TDS",
    "PPO",
    "RPO",
    "BFSI",
    "NBFC",
    "ITES",
    "FMCG",
    "GST",
    "PAN",
    "ISO",
    "KYC",
    "MBA",
    "BPO",
    "UAN",
    // Written in Latin letters since the Hindi editor's review (docs/glossary/hi.md).
    "CTC",
    "EPFO",
    "ECR",
    "ERP",
    "UPI",
    "QR",
    "KPO",
    "LGBTQIA",
    "CEO",
    "CFO",
    "NOC",
    "IP",
    // Units.
    "LPA",
    "km",
    "KB",
    "MB",
  ].map((w) => w.toLowerCase()),
);

export const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Attributes whose values a visitor reads or hears. */
export const LABEL_ATTRIBUTES = ["aria-label", "title", "alt", "placeholder", "aria-description"];
const META_TEXT = new Set(["description", "og:title", "og:description", "twitter:title", "twitter:description"]);

export interface Finding {
  /** The English words found. */
  words: string[];
  /** The text or attribute they were in. */
  text: string;
}

export interface CheckOptions {
  /** Only text inside elements this accepts counts (e.g. the header); all text when absent. */
  within?: (tag: string, attrs: Record<string, string>) => boolean;
  /** Elements whose contents are not checked (parts still being translated elsewhere). */
  skip?: (tag: string, attrs: Record<string, string>) => boolean;
  /**
   * The visitor's own words the page shows back (a search): their language is
   * unknown, so they can be neither marked nor counted as UI text. Removed
   * wherever they appear, matched whole and ignoring case.
   */
  visitorText?: string[];
  /**
   * ATS text (a job's title, company, place, description) that the page's
   * `<title>` and metas repeat, often cut short: neither can mark part of
   * itself `lang="en"`, so its words are not counted there. In the body such
   * text must still be marked.
   */
  headData?: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` without each of `strings` (whole, any case). */
function without(text: string, strings: string[] | undefined): string {
  let out = text;
  for (const s of strings ?? []) {
    if (s.trim()) out = out.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(s.trim())}(?![A-Za-z])`, "gi"), " ");
  }
  return out;
}

export function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The Latin words in `text` that are not allowed on a Hindi page. */
export function englishWords(text: string): string[] {
  const cleaned = text
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, " ")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/\b(www\.)?[\w-]+(\.[\w-]+)*\.(com|in|org|example)\b\S*/g, " ");
  const words = cleaned.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  return words.filter((w) => !LATIN_ALLOWLIST.has(w.toLowerCase()));
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

interface Frame {
  tag: string;
  english: boolean;
  skipped: boolean;
  inside: boolean;
}

/** English UI text in `html`, a Hindi page (see the module comment). */
export function findEnglishText(html: string, options: CheckOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const body = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<![^>]*>/g, "");
  const stack: Frame[] = [{ tag: "#root", english: false, skipped: false, inside: !options.within }];
  const dataWords = new Set(
    (options.headData ?? []).flatMap((s) => s.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? []).map((w) => w.toLowerCase()),
  );
  const report = (text: string, head = false) => {
    const top = stack[stack.length - 1];
    if (top.english || top.skipped || !top.inside) return;
    const inHead = head || stack.some((f) => f.tag === "title");
    const words = englishWords(without(text, options.visitorText)).filter(
      (w) => !(inHead && dataWords.has(w.toLowerCase())),
    );
    if (words.length > 0) findings.push({ words, text: text.trim().slice(0, 160) });
  };
  const tokens = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  let match: RegExpExecArray | null = tokens.exec(body);
  while (match !== null) {
    const [, closing, rawTag, rawAttrs, text] = match;
    if (text !== undefined) {
      report(decode(text));
    } else {
      const tag = rawTag.toLowerCase();
      if (closing) {
        // Pop to the matching open element (tolerates an unclosed one inside).
        const at = stack.map((f) => f.tag).lastIndexOf(tag);
        if (at > 0) stack.length = at;
      } else {
        const attrs = parseAttributes(rawAttrs);
        const parent = stack[stack.length - 1];
        const lang = attrs.lang?.toLowerCase();
        const frame: Frame = {
          tag,
          english: lang === undefined ? parent.english : lang === "en" || lang.startsWith("en-"),
          skipped: parent.skipped || Boolean(options.skip?.(tag, attrs)),
          inside: parent.inside || Boolean(options.within?.(tag, attrs)),
        };
        // Labels are checked in the element's own language context.
        stack.push(frame);
        for (const name of LABEL_ATTRIBUTES) if (attrs[name]) report(attrs[name]);
        if (tag === "meta" && META_TEXT.has(attrs.name ?? attrs.property ?? "")) report(attrs.content ?? "", true);
        if (tag === "input" && (attrs.type === "submit" || attrs.type === "button") && attrs.value) {
          report(attrs.value);
        }
        const selfClosing = /\/\s*$/.test(rawAttrs);
        if (VOID.has(tag) || selfClosing) stack.pop();
        else if (tag === "script" || tag === "style") {
          // Not text a visitor reads: skip to the end tag.
          const end = body.indexOf(`</${tag}`, tokens.lastIndex);
          tokens.lastIndex = end === -1 ? body.length : end;
        }
      }
    }
    match = tokens.exec(body);
  }
  return findings;
}

/** Whether an element has a class. */
export const hasClass = (attrs: Record<string, string>, name: string) =>
  (attrs.class ?? "").split(/\s+/).includes(name);
