import { Link } from "react-router";
import { useLang, useLocalize } from "#app/lib/i18n";
import { site } from "#shared/content/site";
import * as m from "#shared/i18n/paraglide/messages";

/** The 404 page body, used for unknown paths and unknown ids, in the page's language. */
export function NotFoundPage({ message }: { message?: string }) {
  const lang = useLang();
  const localize = useLocalize();
  const locale = { locale: lang };
  const title = m.shell_not_found_title({}, locale);
  return (
    <section className="container page-section not-found">
      <title>
        {m.shell_title({ title, brand: lang === "en" ? site.name : m.shell_brand_name({}, locale) }, locale)}
      </title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{m.shell_not_found_eyebrow({}, locale)}</p>
      <h1>{message ?? title}</h1>
      <p className="lead">{m.shell_not_found_lead({}, locale)}</p>
      <div className="button-row">
        <Link to={localize("/")} className="btn btn-primary">
          {m.shell_not_found_home({}, locale)}
        </Link>
        <Link to={localize("/job")} className="btn btn-outline">
          {m.shell_not_found_jobs({}, locale)}
        </Link>
      </div>
    </section>
  );
}
