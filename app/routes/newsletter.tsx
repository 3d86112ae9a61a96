import { Link, useActionData } from "react-router";
import { FormStatus } from "#app/islands/forms/parts";
import { type FormActionData, formHeaders } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/newsletter";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/newsletter",
    title: m.forms_newsletter_title,
    description: m.forms_newsletter_description,
    noindex: true,
  });

export { action } from "./newsletter.server";

export const headers = formHeaders;

export default function Newsletter() {
  const result = useActionData() as FormActionData | undefined;
  const fieldMessage = result && !result.ok ? result.fields?.user_email?.join(" ") : undefined;
  const lang = useLang();
  const o = { locale: lang };
  return (
    <section className="page-section" aria-labelledby="newsletter-title">
      <div className="container form-result-page">
        <h1 id="newsletter-title">{m.forms_newsletter_title({}, o)}</h1>
        {result ? (
          <FormStatus
            id="newsletter-page-status"
            result={result.ok ? result : { ok: false, error: fieldMessage ?? result.error }}
          />
        ) : (
          <p>{m.forms_newsletter_intro({}, o)}</p>
        )}
        <p>
          <Link to={localizedPath("/", lang)}>{m.forms_back_home_cap({}, o)}</Link> {m.forms_or({}, o)}{" "}
          <Link to={localizedPath("/job", lang)}>{m.forms_browse_jobs_lower({}, o)}</Link>
          {m.forms_full_stop({}, o)}
        </p>
        <p>
          {m.forms_alerts_question({}, o)}{" "}
          <Link to={localizedPath("/alerts", lang)}>{m.forms_alerts_setup({}, o)}</Link>{" "}
          {m.forms_alerts_setup_tail({}, o)}
        </p>
      </div>
    </section>
  );
}
