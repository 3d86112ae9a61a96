import { createContext, type ReactNode, useContext } from "react";
import { hrefLangOf, type Lang, localizedHref } from "#shared/i18n/lang";

/**
 * The language of the page being rendered, from its URL (shared/i18n/lang.ts).
 * root.tsx provides it; server components read it with `useLang()`. Islands are
 * React roots of their own, so they take `lang` as a prop instead.
 */
export const LangContext = createContext<Lang>("en");

export function useLang(): Lang {
  return useContext(LangContext);
}

/**
 * A function that turns an English internal path into the link for this
 * page's language: `/job?query=x` is `/hi/job?query=x` on a Hindi page. A
 * page that does not exist in the language (an employer page, from a Telugu
 * page; an article) is linked in the language it falls back to: give such a
 * link `hrefLang={hrefLang(path)}` (`useHrefLang`).
 */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path) => localizedHref(path, lang);
}

/**
 * `hrefLang` for a link to an English internal path on this page: the
 * language it lands in when that is not the page's own (issue 32: a Telugu
 * page's link to /contact goes to the English page and says `en-IN`), else
 * undefined. The link's text stays in the page's language; text that is
 * English gets `lang="en"` as everywhere (`englishOn`).
 */
export function useHrefLang(): (path: string) => string | undefined {
  const lang = useLang();
  return (path) => hrefLangOf(path, lang);
}

const SLOT = "\u0001";

/**
 * A message whose one input is shown as a node, in the message's own word
 * order: `withNode((v) => m.x({ name: v }, locale), <span lang="en">{name}</span>)`
 * keeps an English name marked as English inside a Hindi sentence.
 */
export function withNode(message: (slot: string) => string, node: ReactNode): ReactNode {
  const [before = "", after = ""] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/**
 * withNode for a message with several inputs shown as nodes, each where the
 * language puts it: `withNodes((v) => m.jobs_share_role_at(v, locale), { title: <Ats…>, company: <Ats…> })`
 * is "Nurse at Acme" in English and "Acme में Nurse" in Hindi.
 */
export function withNodes<K extends string>(
  message: (slots: Record<K, string>) => string,
  nodes: Record<K, ReactNode>,
): ReactNode {
  const keys = Object.keys(nodes) as K[];
  // One private-use character per input: no message text contains them.
  const slots = Object.fromEntries(keys.map((key, i) => [key, String.fromCharCode(0xe000 + i)])) as Record<K, string>;
  // Each part after the one before, in fragments of two: no list, so no keys.
  return message(slots)
    .split(/([\ue000-\ue0ff])/)
    .filter((part) => part !== "")
    .reduce<ReactNode>((before, part) => {
      const key = keys.find((k) => slots[k] === part);
      return (
        <>
          {before}
          {key === undefined ? part : nodes[key]}
        </>
      );
    }, null);
}

/** `lang` for an element holding English text (a brand's name, the ATS's words): "en" on a Hindi page, nothing on an English one. */
export const englishOn = (lang: Lang): "en" | undefined => (lang === "en" ? undefined : "en");
