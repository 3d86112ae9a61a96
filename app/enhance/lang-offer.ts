import { LANGUAGES } from "#shared/i18n/languages";
import * as m from "#shared/i18n/paraglide/messages";
import { loadWords } from "../islands/words";
import { hasChosen, OFFERED_KEY, remember } from "./lang-choice";

/**
 * The offer of this page in the browser's language (issue 32,
 * docs/decisions/034-language-offer.md). Loaded by ./lang.ts only for a
 * browser that lists a language other than the page's before English and has
 * stored no choice. The page's HTML is the same for everyone (it is cached at
 * the edge); nothing redirects. The banner is built here, in the proposed
 * language's own words (`shell_offer_*` of that language's catalog, loaded as
 * this module's words table), with the switch's link for that language.
 */

type Code = (typeof LANGUAGES)[number]["code"];
const SITE: readonly string[] = LANGUAGES.map((l) => l.code);

/**
 * The language to offer: the first of the browser's languages before English
 * that the site has, if this page exists in it and is not in it already;
 * else none (the browser's first site language wins: a Telugu reader on an
 * employer page, which has no Telugu, is not offered Hindi instead).
 */
export function offerLanguage(
  wanted: readonly string[],
  pageLangs: readonly string[],
  current: string,
): Code | undefined {
  const first = wanted.find((code) => SITE.includes(code));
  if (!first || first === current || !pageLangs.includes(first)) return undefined;
  return first as Code;
}

/** The close button's cross, from the site's icon sprite (decisions 050, 053) like every other icon. */
const CLOSE_ICON = `<svg class="lucide" aria-hidden="true"><use href="#i-x"></use></svg>`;

/** Shows the offer once, below the header, if `offerLanguage` finds one. */
export async function offer(switchRoot: HTMLElement, wanted: readonly string[], current: string): Promise<void> {
  const links = new Map(
    [...switchRoot.querySelectorAll<HTMLAnchorElement>("a[hreflang]")].map((a) => [a.hreflang.split("-")[0], a]),
  );
  const code = offerLanguage(wanted, [...links.keys()], current);
  const link = code ? links.get(code) : undefined;
  if (!code || !link || hasChosen()) return;
  try {
    window.localStorage.setItem(OFFERED_KEY, "1");
  } catch {
    return;
  }
  await loadWords("lang-offer", code);
  const locale = { locale: code };
  const tag = LANGUAGES.find((l) => l.code === code)?.locale ?? code;
  const banner = document.createElement("section");
  banner.className = "lang-offer";
  banner.lang = tag;
  banner.setAttribute("aria-label", m.shell_offer_region({}, locale));
  const text = document.createElement("p");
  const target = document.createElement("a");
  target.href = link.getAttribute("href") ?? "/";
  target.hreflang = tag;
  target.textContent = m.shell_offer_link({}, locale);
  target.addEventListener("click", () => remember(code));
  text.textContent = `${m.shell_offer_text({}, locale)} `;
  text.appendChild(target);
  const close = document.createElement("button");
  close.type = "button";
  close.className = "lang-offer-close";
  close.setAttribute("aria-label", m.shell_offer_dismiss({}, locale));
  close.innerHTML = CLOSE_ICON;
  close.addEventListener("click", () => banner.remove());
  banner.appendChild(text);
  banner.appendChild(close);
  document.body.appendChild(banner);
}
