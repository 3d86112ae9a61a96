declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../../worker/index");
  }
}

/** The build directory under test (vitest.config.ts `define`). */
declare const __BUILD_DIR__: string;
