import { data } from "react-router";
import { renderTemplate } from "#app/lib/markdown.server";
import { site } from "#shared/content/site";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/fake-job-offers";

/** How to report a fake offer comes from the brand file, so another agency's phone and e-mail fill it. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const phone = site.phones[0];
  const html = renderTemplate(
    "pages/fake-job-offers",
    { phone: phone.display, tel: phone.tel, email: site.emails.enquiries },
    lang,
  );
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html, lang };
}
