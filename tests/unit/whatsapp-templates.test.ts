import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { LANGS } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/*
 * docs/whatsapp-templates.md is what the agency submits to Meta; the site
 * sends the digest's parameters in that order and the local stand-in renders
 * it from the catalogs. They must say the same thing in every language.
 */

// The unit project runs from the repository root.
const doc = readFileSync("docs/whatsapp-templates.md", "utf8");

test.each(LANGS)("the %s template in docs is the catalog's, with Meta's numbered variables", (lang) => {
  const o = { locale: lang };
  const body = m.mail_wa_template_body({ search: "{{1}}", count: "{{2}}", jobs: "{{3}}" }, o);
  const section = doc.split(/^## /m).find((s) => s.startsWith(`${lang} (`));
  expect(section, `docs/whatsapp-templates.md has no "## ${lang} (…)" section`).toBeDefined();
  expect(section).toContain(`- Body: \`${body}\``);
  expect(section).toContain(`- Button: \`${m.mail_wa_template_button({}, o)}\``);
  // Meta refuses a body that starts or ends with a variable, and variables out of order.
  expect(body).not.toMatch(/^\{\{|\}\}$/);
  expect([...body.matchAll(/\{\{(\d)\}\}/g)].map((x) => x[1])).toEqual(["1", "2", "3"]);
  // Every alert message says we never ask for money.
  expect(body).toContain(m.mail_never_pay({}, o).split(/[.।]/)[0].split(" ").slice(0, 3).join(" "));
});
