/** The package version, injected at build time by vite.config.ts. */
declare const __APP_VERSION__: string;
/** The day of the build (YYYY-MM-DD), injected by vite.config.ts. */
declare const __BUILD_DATE__: string;

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

/** The URL of the browser enhancement module (app/enhance/main.ts), set by vite.config.ts. */
declare module "virtual:enhance-entry" {
  const url: string;
  export default url;
}
