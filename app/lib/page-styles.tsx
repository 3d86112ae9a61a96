import { createContext, type ReactNode, useContext } from "react";

/** A stylesheet of the client build, inlined into the page (decision 023). */
export interface PageSheet {
  /** Where the file is served (`/assets/app-….css`): kept on the element to say what it holds. */
  href: string;
  css: string;
}

const PageSheetsContext = createContext<readonly PageSheet[]>([]);

/** Gives <PageStyles> the stylesheets of the routes being rendered (app/lib/page-styles.server.ts). */
export function PageSheetsProvider({ value, children }: { value: readonly PageSheet[]; children: ReactNode }) {
  return <PageSheetsContext.Provider value={value}>{children}</PageSheetsContext.Provider>;
}

/**
 * The page's stylesheets as <style> elements, in the order React Router would
 * have linked them, so the first response alone paints the page styled. The
 * text is each built file byte for byte: its sha256 is in the page's CSP
 * (worker/http/style-sources.ts, scripts/build/postbuild.mjs).
 */
export function PageStyles() {
  const sheets = useContext(PageSheetsContext);
  return sheets.map((sheet) => (
    <style key={sheet.href} data-href={sheet.href} dangerouslySetInnerHTML={{ __html: sheet.css }} />
  ));
}
