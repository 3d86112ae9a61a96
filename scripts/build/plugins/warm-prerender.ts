import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Plugin } from "vite";

/**
 * React Router's prerender asks each page with a fixed 10 s timeout and no
 * retry. The first page request loads the whole server build into workerd,
 * which on a busy machine (several builds at once) takes longer, and the
 * build fails on its first path. While building, this hook, which runs after
 * the Cloudflare plugin has put the Worker behind the preview server and
 * before that server listens, sends one page request through the same
 * middleware (on a throwaway port) and waits for it: the prerender then
 * starts against a warm Worker. `vite preview` run by hand is unaffected.
 */
export function warmPrerender(): Plugin {
  return {
    name: "kshitij:warm-prerender",
    async configurePreviewServer(server) {
      if (process.env.IS_RR_BUILD_REQUEST !== "yes") return;
      const probe = createServer(server.middlewares);
      await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
      const { port } = probe.address() as AddressInfo;
      try {
        await fetch(`http://127.0.0.1:${port}/prerender-warm-up`, { signal: AbortSignal.timeout(300_000) });
      } catch (error) {
        server.config.logger.warn(`prerender warm-up failed: ${String(error)}`);
      } finally {
        probe.close();
      }
    },
  };
}
