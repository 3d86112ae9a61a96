import { Icon } from "#app/components/icons/icon";
import type { FaqItem } from "#app/content/types";

/**
 * Questions as native exclusive accordions: <details> elements sharing a
 * `name` keep one item open at a time, and clicking the open one closes it,
 * with no JavaScript at all.
 */
export function FaqAccordion({ items, name }: { items: FaqItem[]; name: string }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} name={name} className="faq-item">
          <summary>
            <span className="faq-question">{item.question}</span>
            <Icon name="plus" className="faq-icon" />
          </summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

/** FAQPage structured data for search engines. */
export function faqJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
