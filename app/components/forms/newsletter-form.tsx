import "#app/components/forms/newsletter-form.css";
import NewsletterFormIsland from "#app/islands/forms/newsletter-form";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import { newsletterNotice } from "#shared/content/form-notices";

/**
 * The footer sign-up on every page: the newsletter island
 * (app/islands/forms/newsletter-form.tsx). It hydrates on the visitor's first
 * focus or touch inside it, so a page loads no React for its footer.
 */
export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const lang = useLang();
  return (
    <Island
      name="newsletter-form"
      component={NewsletterFormIsland}
      props={{ idPrefix, lang, notice: newsletterNotice(lang) }}
      htmlOnly={["notice"]}
      hydrate="interaction"
    />
  );
}
