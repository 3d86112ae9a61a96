import enhanceUrl from "virtual:enhance-entry";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import { LANG_TAG, langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/root";
import { NewsletterForm } from "./components/forms/newsletter-form";
import { CookieBanner } from "./components/layout/cookie-banner";
import { FloatingSocial } from "./components/layout/floating-social";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFoundPage } from "./components/sections/not-found";
import { LangContext } from "./lib/i18n";
import { jsonLdText, organizationJsonLd } from "./lib/seo";
import appCss from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The language is the URL's (/hi/... is Hindi), never a header's: shared/i18n/lang.ts.
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={LANG_TAG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#312e81" />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
        <script
          type="application/ld+json"
          // Structured data, not script: never executed, and escaped against "</script>".
          dangerouslySetInnerHTML={{ __html: jsonLdText(organizationJsonLd()) }}
        />
      </head>
      <body>
        <LangContext value={lang}>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter newsletter={<NewsletterForm />} />
          <FloatingSocial />
          <CookieBanner />
          {/* No hydration (decision 009): one small module enhances what is on the page. */}
          <script type="module" src={enhanceUrl} />
        </LangContext>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage message={typeof error.data === "string" ? error.data : undefined} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="container page-section error-page">
      <title>Something went wrong | Kshitij Talent Partners</title>
      <meta name="robots" content="noindex" />
      <h1>Something went wrong</h1>
      <p>
        Sorry, this page could not be shown. Please try again in a moment, or go back to the <a href="/">home page</a>.
      </p>
    </section>
  );
}
