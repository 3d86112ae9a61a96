import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. several working copies' test runs) not collide.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
