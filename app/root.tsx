import enhanceUrl from "virtual:enhance-entry";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import { site } from "#shared/content/site";
import { LANG_TAG, langFromPath, unlocalizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { enhanceBootScript } from "#shared/lib/enhance-boot";
import type { Route } from "./+types/root";
import { NewsletterForm } from "./components/forms/newsletter-form";
import { CookieBanner } from "./components/layout/cookie-banner";
import { FloatingSocial } from "./components/layout/floating-social";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFoundPage } from "./components/sections/not-found";
import { LangContext, useLang, useLocalize } from "./lib/i18n";
import { PageStyles } from "./lib/page-styles";
import { jsonLdText, organizationJsonLd } from "./lib/seo";
// Last, as it was linked after the components' styles; inlined with them (decision 023).
import "./styles/app.css";
// The whole site's CSS, loaded after the first paint and cached (decision 051).
import laterStyles from "./styles/site.css?url";

// No icon file before the first paint (decision 070): an empty data: URL is no request, and stops the
// browser asking for /favicon.ico; the entry module (app/enhance/main.ts) then points it at /favicon.svg.
// The touch icon, which browsers fetch only to save the page to a home screen, is the icon a page names
// by URL: Google's favicon in search results reads it from the home page, JavaScript or not.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "data:," },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The language is the URL's (/hi/... is Hindi, /te/... Telugu), never a header's: shared/i18n/lang.ts.
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  return (
    <html lang={LANG_TAG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#312e81" />
        <Meta />
        <PageStyles />
        <Links />
        {/* Pages inline their first screen's CSS; the rest comes in one cached
            stylesheet that app/enhance/main.ts adds after the first paint, or
            this element without JavaScript (decision 051). */}
        <noscript data-later-styles={laterStyles}>
          <link rel="stylesheet" href={laterStyles} />
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
        {/* The agency's structured data on its home page, where search engines
            look for it, not repeated on every page (0.3 KB gzip each; decision 071). */}
        {unlocalizedPath(pathname) === "/" && (
          <script
            type="application/ld+json"
            // Structured data, not script: never executed, and escaped against "</script>".
            dangerouslySetInnerHTML={{ __html: jsonLdText(organizationJsonLd()) }}
          />
        )}
      </head>
      <body>
        <LangContext value={lang}>
          <a href="#main" className="skip-link">
            {m.shell_skip_link({}, { locale: lang })}
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter newsletter={<NewsletterForm />} />
          <FloatingSocial />
          <CookieBanner />
          {/* No hydration (decision 009): one small module enhances what is on the
              page, asked for once the page has been painted (decision 053). */}
          <script dangerouslySetInnerHTML={{ __html: enhanceBootScript(enhanceUrl) }} />
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
  return <ErrorPage />;
}

function ErrorPage() {
  const lang = useLang();
  const localize = useLocalize();
  const locale = { locale: lang };
  const title = m.shell_error_title({}, locale);
  return (
    <section className="container page-section error-page">
      <title>
        {m.shell_title({ title, brand: lang === "en" ? site.name : m.shell_brand_name({}, locale) }, locale)}
      </title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>
        {m.shell_error_text({}, locale)} <a href={localize("/")}>{m.shell_error_home({}, locale)}</a>
      </p>
    </section>
  );
}
