import EnquiryFormIsland from "#app/islands/forms/enquiry-form";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import { enquiryNotice } from "#shared/content/form-notices";
import { optionLabels } from "#shared/content/form-options";
import { usePageResult } from "./page-result";

/**
 * 'Request a Consultation' on a page: the enquiry form island
 * (app/islands/forms/enquiry-form.tsx), with the page's answer to a
 * submission made without JavaScript. It hydrates on the visitor's first
 * focus or touch inside it (docs/decisions/013-react-islands.md).
 */
export function EnquiryForm({ action, idPrefix = "enquiry" }: { action?: string; idPrefix?: string }) {
  const result = usePageResult();
  const lang = useLang();
  return (
    <Island
      name="enquiry-form"
      component={EnquiryFormIsland}
      props={{
        idPrefix,
        result,
        lang,
        notice: enquiryNotice(lang),
        optionLabels: optionLabels(lang, ["state", "service"]),
        ...(action ? { action } : {}),
      }}
      htmlOnly={["optionLabels"]}
      hydrate="interaction"
    />
  );
}
