import { build } from "rolldown";

const [input, file] = process.argv.slice(2);
await build({
  input,
  output: { format: "esm", minify: true, file },
  write: true,
  logLevel: "silent",
  platform: "browser",
});
