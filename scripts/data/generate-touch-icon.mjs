#!/usr/bin/env node
/**
 * Draws public/apple-touch-icon.png (180 x 180) from public/favicon.svg
 * (decision 070): the one icon a page names by URL, for Google's favicon in
 * search results and a phone's home screen, while the tab icon waits for the
 * entry module. Full-bleed (the icon's square background to the edges): the
 * phone rounds the corners itself.
 *
 *   node scripts/data/generate-touch-icon.mjs
 *
 * sharp comes with miniflare (a dependency of the Cloudflare tooling); the
 * output is committed, so nothing runs this at build time.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public");
const svg = readFileSync(join(PUBLIC, "favicon.svg"), "utf8").replace(' rx="9"', "");
await sharp(Buffer.from(svg), { density: 72 * (180 / 36) })
  .resize(180, 180)
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(PUBLIC, "apple-touch-icon.png"));
console.log("wrote public/apple-touch-icon.png");
