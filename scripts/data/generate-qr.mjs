#!/usr/bin/env node
// Draws a scannable QR code (SVG) for each configured social link in
// shared/content/site.ts and writes it to public/images/qr/{channel}.svg.
// The output is checked in; run again after changing a link:
//
//   node scripts/data/generate-qr.mjs          (Node 24 strips the types of site.ts)
import { mkdirSync, writeFileSync } from "node:fs";
import QRCode from "qrcode";
import { site } from "../../shared/content/site.ts";

const outDir = new URL("../../public/images/qr/", import.meta.url);

/** The SVG for one URL: dark modules on white, a quiet zone, fixed size. */
export async function qrSvg(url) {
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 240,
    color: { dark: "#1e1b4b", light: "#ffffff" },
  });
  return svg.replace("<svg ", '<svg aria-hidden="true" ');
}

/** Every social channel with a link, except the chat (its link carries a greeting). */
export function qrTargets() {
  return Object.entries(site.social)
    .filter(([id, value]) => id !== "whatsapp" && typeof value === "string" && value)
    .map(([id, url]) => ({ id, url }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true });
  for (const { id, url } of qrTargets()) {
    writeFileSync(new URL(`${id}.svg`, outDir), `${await qrSvg(url)}\n`);
    console.log(`public/images/qr/${id}.svg  ${url}`);
  }
}
