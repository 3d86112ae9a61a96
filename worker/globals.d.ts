/** The package version, injected at build time by vite.config.ts. */
declare const __APP_VERSION__: string;
/** The day of the build (YYYY-MM-DD), injected by vite.config.ts. */
declare const __BUILD_DATE__: string;

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

/** The URL of the browser enhancement module (app/enhance/main.ts), set by scripts/build/plugins/enhance-entry.ts. */
declare module "virtual:enhance-entry" {
  const url: string;
  export default url;
}

/**
 * The client build's stylesheets by URL (`/assets/app-….css` → its text), set
 * by scripts/build/plugins/inline-styles.ts for the server build; empty elsewhere.
 * Pages inline them (app/lib/page-styles.server.ts, decision 023).
 */
declare module "virtual:inline-styles" {
  const sheets: Readonly<Record<string, string>>;
  export default sheets;
}
