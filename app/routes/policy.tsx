import { data } from "react-router";
import { LegalPage } from "#app/components/sections/legal-page";
import { renderTemplate } from "#app/lib/markdown.server";
import { metaLang, seo } from "#app/lib/seo";
import { retentionPlaceholders } from "#shared/content/retention";
import type { Route } from "./+types/policy";
import "#app/components/sections/content.css";

export function loader() {
  // The retention periods come from the constants the deletion job uses.
  const html = renderTemplate("pages/policy", retentionPlaceholders);
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html };
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Privacy and Cookie Policy",
    description:
      "How Kshitij Talent Partners uses cookies and browser storage, and how we collect, use, keep and protect the personal data you send us.",
    path: "/policy",
  });

export default function Policy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Privacy and Cookie Policy"
      lead="What we store in your browser, what we do with the details you send us, and the rights you have."
      html={loaderData.html}
    />
  );
}
