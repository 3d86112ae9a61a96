import { data } from "react-router";
import { LegalPage } from "#app/components/sections/legal-page";
import { renderContent } from "#app/lib/markdown.server";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/disclaimer";
import "#app/components/sections/content.css";

export function loader() {
  const html = renderContent("pages/disclaimer");
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html };
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Disclaimer",
    description:
      "The terms on which Kshitij Talent Partners publishes information, job listings and guidance on this website, and the limits of our responsibility.",
    path: "/disclaimer",
  });

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Disclaimer"
      lead="The terms on which we publish the information, job listings and guidance on this website."
      html={loaderData.html}
    />
  );
}
