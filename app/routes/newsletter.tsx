import { Link, useActionData } from "react-router";
import { FormStatus } from "#app/islands/forms/parts";
import { type FormActionData, formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/newsletter";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: "Newsletter",
    description: "Hiring news from Kshitij Talent Partners by e-mail.",
    path: "/newsletter",
    noindex: true,
  });

/** The footer's sign-up posts here; without JavaScript this page shows the result. */
export function action(args: Route.ActionArgs) {
  return formAction("newsletter", args);
}

export const headers = formHeaders;

export default function Newsletter() {
  const result = useActionData() as FormActionData | undefined;
  const fieldMessage = result && !result.ok ? result.fields?.user_email?.join(" ") : undefined;
  return (
    <section className="page-section" aria-labelledby="newsletter-title">
      <div className="container form-result-page">
        <h1 id="newsletter-title">Newsletter</h1>
        {result ? (
          <FormStatus
            id="newsletter-page-status"
            result={result.ok ? result : { ok: false, error: fieldMessage ?? result.error }}
          />
        ) : (
          <p>Sign up with the form at the foot of this page to get hiring news by e-mail.</p>
        )}
        <p>
          <Link to="/">Back to the home page</Link> or <Link to="/job">browse the latest jobs</Link>.
        </p>
        <p>
          Looking for new jobs by e-mail? <Link to="/alerts">Set up a job alert</Link> for any search, daily or weekly.
        </p>
      </div>
    </section>
  );
}
