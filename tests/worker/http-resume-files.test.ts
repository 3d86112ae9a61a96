import { expect, test } from "vitest";
import { EXE, postForm, resumeForm, validResumeFields } from "#tests/fixtures/forms";
import { minimalDoc, minimalDocx, minimalPdf, pdfWithStartxrefOff, storedZip } from "#tests/fixtures/resume-files";
import { resumeKind } from "#worker/forms/file-check";

/** A resume is judged by its structure, not only by its first bytes. */

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
function patched(bytes: Uint8Array, at: number, values: number[]) {
  const copy = bytes.slice();
  copy.set(values, at);
  return copy;
}
const garbage = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919) & 0xff);

test("real minimal PDF, DOC and DOCX files are what they say", () => {
  expect(resumeKind(minimalPdf())).toBe(".pdf");
  expect(resumeKind(minimalDoc())).toBe(".doc");
  expect(resumeKind(minimalDocx())).toBe(".docx");
  // Incremental updates and a little trailing data after the last %%EOF are normal.
  expect(resumeKind(join(minimalPdf(), ascii("\r\n\0\0")))).toBe(".pdf");
  // A startxref offset a little off (a line-ending conversion, a sloppy writer): readers open it.
  expect(resumeKind(pdfWithStartxrefOff(+7))).toBe(".pdf");
  expect(resumeKind(pdfWithStartxrefOff(-13))).toBe(".pdf");
  // A ZIP comment sits after the end record.
  const docx = minimalDocx();
  const commented = join(patched(docx, docx.length - 2, [5, 0]), ascii("hello"));
  expect(resumeKind(commented)).toBe(".docx");
});

const pdf = minimalPdf();
const docx = minimalDocx();
const doc = minimalDoc();
const xrefAt = new TextDecoder().decode(pdf).lastIndexOf("startxref");
const tableAt = new TextDecoder().decode(pdf).lastIndexOf("xref\n0 ");

const FAKES: [string, Uint8Array, string][] = [
  ["a PDF signature followed by garbage", join(ascii("%PDF-1.7\n"), garbage(4000)), "cv.pdf"],
  [
    "a PDF signature and a bare %%EOF (the old test fixture)",
    ascii("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n"),
    "cv.pdf",
  ],
  ["a PDF with a ZIP after it", join(pdf, docx), "cv.pdf"],
  [
    "a PDF whose startxref points past its end",
    join(pdf.subarray(0, xrefAt), ascii("startxref\n99999999\n%%EOF\n")),
    "cv.pdf",
  ],
  // Changed by the issue 13 review: an offset a little off is accepted now, so
  // this fake has no cross-reference table at all for its startxref to find.
  [
    "a PDF with no cross-reference for its startxref",
    join(pdf.subarray(0, tableAt), ascii("trailer\n<< /Root 1 0 R >>\nstartxref\n3\n%%EOF\n")),
    "cv.pdf",
  ],
  ["a PDF cut short", pdf.subarray(0, pdf.length - 40), "cv.pdf"],
  ["a ZIP signature followed by garbage", join(ascii("PK\x03\x04"), garbage(4000)), "cv.docx"],
  [
    "a ZIP that is not a Word document",
    storedZip({ "notes.txt": "hello", "[Content_Types].xml": "<Types/>" }),
    "cv.docx",
  ],
  [
    "a spreadsheet renamed .docx",
    storedZip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
    "cv.docx",
  ],
  ["a DOCX cut short", docx.subarray(0, docx.length - 10), "cv.docx"],
  ["a DOCX whose directory offset is wrong", patched(docx, docx.length - 6, [0xff, 0xff, 0, 0]), "cv.docx"],
  ["an OLE signature followed by garbage", join(doc.subarray(0, 8), garbage(2000)), "cv.doc"],
  ["an OLE header with a big-endian byte order", patched(doc, 0x1c, [0xff, 0xfe]), "cv.doc"],
  ["an OLE header with 1 KB sectors", patched(doc, 0x1e, [10, 0]), "cv.doc"],
  ["an OLE file cut after its header", doc.subarray(0, 512), "cv.doc"],
  ["an OLE file whose directory is not a root entry", patched(doc, 1024, [0x41, 0]), "cv.doc"],
  ["a program renamed .doc", EXE, "cv.doc"],
  ["a DOCX renamed .pdf", docx, "cv.pdf"],
];

test.each(FAKES)("%s is not a resume", (_name, bytes, fileName) => {
  expect(resumeKind(bytes)).not.toBe(fileName.slice(fileName.lastIndexOf(".")));
});

test.each(FAKES)("uploading %s is a 400 with the file's field error", async (_name, bytes, name) => {
  const res = await postForm(
    "/api/forms/resume",
    resumeForm(validResumeFields, { bytes: Uint8Array.from(bytes), name, type: "application/octet-stream" }),
  );
  expect(res.status).toBe(400);
  const body = (await res.json()) as { fields?: Record<string, string[]> };
  expect(body.fields?.resume).toEqual([
    "This file is not a real PDF, DOC or DOCX document. Please choose another file",
  ]);
});

test("uploading a real PDF whose startxref is a few bytes off is accepted (201)", async () => {
  const res = await postForm(
    "/api/forms/resume",
    resumeForm(validResumeFields, { bytes: pdfWithStartxrefOff(9), name: "cv.pdf", type: "application/pdf" }),
  );
  expect(res.status).toBe(201);
  await res.text();
});
