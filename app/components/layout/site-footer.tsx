import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { footerLinks } from "#app/content/nav";
import { useHrefLang, useLang, useLocalize } from "#app/lib/i18n";
import { site } from "#shared/content/site";
import { LANG_TAG } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { BrandMark } from "./brand-mark";
import { socialLinks } from "./social-links";

/** The footer. `newsletter` is the sign-up block, supplied by the root layout. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const phone = site.phones[0];
  const lang = useLang();
  const localize = useLocalize();
  const hrefLang = useHrefLang();
  const locale = { locale: lang };
  // The brand file's text (names, addresses) is English in both languages.
  const english = lang === "en" ? undefined : LANG_TAG.en;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title footer-title--brand">
            <BrandMark size={32} reuse />
            <span lang={english}>{site.name}</span>
          </h2>
          <p className="footer-text">{m.shell_footer_text({}, locale)}</p>
          <ul className="footer-social" aria-label={m.shell_social_media({}, locale)}>
            {socialLinks()
              .filter((s) => s.id !== "whatsapp")
              .map((s) => (
                <li key={s.id}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label(lang)}${m.shell_new_tab({}, locale)}`}
                  >
                    <Icon name={s.icon} />
                  </a>
                </li>
              ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {m.shell_footer_contact({}, locale)}
          </h2>
          <ul className="footer-contact">
            <li>
              <Icon name="phone" />
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${site.emails.enquiries}`}>{site.emails.enquiries}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${site.emails.careers}`}>{site.emails.careers}</a>
            </li>
            <li>
              <Icon name="map-pin" />
              <span lang={english}>{site.addresses[0].lines.join(", ")}</span>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-title">
            {m.shell_footer_quick_links({}, locale)}
          </h2>
          <ul className="footer-links">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={localize(l.to)} hrefLang={hrefLang(l.to)} discover="none">
                  {l.label(lang)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={localize("/job")} discover="none">
                {m.shell_job_list({}, locale)}
              </Link>
            </li>
          </ul>
        </nav>
        {newsletter ? <div className="footer-newsletter">{newsletter}</div> : null}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            {m.shell_footer_rights(
              { year: String(site.copyrightYear), company: site.legalName.replace(/\.$/, "") },
              locale,
            )}
          </p>
          <p>{m.shell_footer_no_fee({}, locale)}</p>
        </div>
      </div>
    </footer>
  );
}
