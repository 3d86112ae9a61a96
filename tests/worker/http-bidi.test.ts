import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { PDF, postForm, resumeForm, validResumeFields } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";
import { safeFileName } from "#worker/forms/compose";
import { headerSafe, replaceControl } from "#worker/mail/message";

/**
 * Bidirectional and other invisible format characters never reach a mail
 * subject or an attachment name: `invoice\u202Eexe.pdf` shows in a mail client
 * as "invoicefdp.exe".
 */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

test.each([
  ["invoice\u202Eexe.pdf", "invoiceexe.pdf"],
  ["cv\u2066\u2067\u2068\u2069.pdf", "cv.pdf"],
  ["\ufeffcv\u200b\u200e\u200f\u061c.docx", "cv.docx"],
  ["a\u202a\u202b\u202c\u202db.doc", "ab.doc"],
  ["tag\u{e0041}\u{e0042}.pdf", "tag.pdf"],
  ["line\u2028break\u0085.pdf", "line_break_.pdf"],
  ["C:\\fakepath\\my cv.pdf", "my cv.pdf"],
])("safeFileName(%j) is %j", (name, expected) => {
  expect(safeFileName(name)).toBe(expected);
});

test("joiners stay inside a word (Indic names need them) and go elsewhere", () => {
  // क्‍ष: a half form asked for with a zero-width joiner.
  expect(replaceControl("\u0915\u094d\u200d\u0937", "_")).toBe("\u0915\u094d\u200d\u0937");
  expect(replaceControl("\u200dname\u200c", "_")).toBe("name");
  expect(headerSafe("New resume: Ravi \u202E Kumar\r\nBcc: x@y")).toBe("New resume: Ravi Kumar Bcc: x@y");
});

test("a resume with bidi characters in the name, job and file name is mailed with a clean subject and attachment", async () => {
  const res = await postForm(
    "/api/forms/resume",
    resumeForm(
      {
        ...validResumeFields,
        fullName: "Ravi\u202E Kumar\u2066",
        jobAppliedFor: "\u200fAccounts\u200b Executive\ufeff",
      },
      { bytes: PDF, name: "invoice\u202Eexe.pdf" },
    ),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await vi.waitFor(() => expect(resend.calls).toHaveLength(1), { timeout: 5000 });
  const mail = resend.calls[0].body;
  expect(mail.subject).not.toMatch(INVISIBLE);
  expect(mail.subject).toBe("New resume: Ravi Kumar for Accounts Executive");
  expect(mail.attachments?.map((a) => a.filename)).toEqual(["invoiceexe.pdf"]);
  const row = await env.DB.prepare("SELECT file_name FROM submissions WHERE id = ?")
    .bind(id)
    .first<{ file_name: string }>();
  expect(row?.file_name).toBe("invoiceexe.pdf");
});
