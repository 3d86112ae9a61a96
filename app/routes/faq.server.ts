import { faqsFor } from "#app/content/localized";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/faq";

// The questions travel as loader data, so other pages' bundles do not carry them.
export function loader({ request }: Route.LoaderArgs) {
  return { faqs: faqsFor(langFromPath(new URL(request.url).pathname)).faqPageFaqs };
}
