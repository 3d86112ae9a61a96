import { createHash } from "node:crypto";
import type { Plugin } from "vite";

export interface BuiltAssetOptions {
  /** The plugin's name. */
  name: string;
  /** The module (path from the project root, e.g. "/app/x-url.ts") whose content becomes `export const <exportName> = "<URL>"`. */
  placeholderModule: string;
  exportName: string;
  contentType: string;
  /** The file's name is assets/<stem>-<hash of its text>.<extension>. */
  stem: string;
  extension: string;
  /** The file's text. */
  make: () => Promise<string>;
}

/**
 * A file the build makes from the site's own data (the icon sprite, decision
 * 050; the testimonials after the first few, decision 051), served from
 * /assets/ and cached for a year, since its name changes with its content.
 * The client build emits it; every build (client, server, and `react-router
 * dev`, which serves it from memory) replaces a placeholder module with its
 * URL, so the two builds agree on the name without passing anything between
 * them.
 */
export function builtAsset(options: BuiltAssetOptions): Plugin {
  const { name, placeholderModule, exportName, contentType, stem, extension, make } = options;
  let made: Promise<{ text: string; file: string }> | undefined;
  const asset = () => {
    made ??= make().then((text) => {
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 10);
      return { text, file: `assets/${stem}-${hash}.${extension}` };
    });
    return made;
  };
  let command: "build" | "serve" = "build";
  return {
    name,
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (this.environment.name !== "client" || command !== "build") return;
      const { text, file } = await asset();
      this.emitFile({ type: "asset", fileName: file, source: text });
    },
    async load(id) {
      if (!id.split("?")[0].endsWith(placeholderModule)) return undefined;
      const { file } = await asset();
      return `export const ${exportName} = ${JSON.stringify(`/${file}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { text, file } = await asset();
        if (req.url?.split("?")[0] !== `/${file}`) return next();
        res.setHeader("Content-Type", contentType);
        res.end(text);
      });
    },
  };
}
