import { describe, expect, test } from "vitest";
import { enquirySchema } from "#shared/schemas/enquiry";
import { INDIAN_STATES, PHONE_PATTERN, PLAIN_TEXT_PATTERN } from "#shared/schemas/fields";
import { sniffResume } from "#shared/schemas/resume";

// Browsers compile `pattern` with the `v` flag, anchored: the same string must work there.
const asHtmlPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

describe("native constraints come from the same rules", () => {
  test("the phone pattern is valid as an HTML pattern and accepts Indian numbers only", () => {
    const re = asHtmlPattern(PHONE_PATTERN);
    for (const ok of [
      "9820041234",
      "+91 98200 41234",
      "+919820041234",
      "098200-41234",
      "040 4455 7788",
      "91 98200 41234",
    ]) {
      expect(re.test(ok), ok).toBe(true);
    }
    for (const bad of ["12345", "+1 415 555 0100", "98200ABCDE", "0000000000", "+91 98200 412345"]) {
      expect(re.test(bad), bad).toBe(false);
    }
  });

  test("the plain-text pattern is valid as an HTML pattern and refuses markup", () => {
    const re = asHtmlPattern(PLAIN_TEXT_PATTERN);
    expect(re.test("Asha Kulkarni-D'Souza")).toBe(true);
    expect(re.test("<b>x</b>")).toBe(false);
  });

  test("28 states, 8 Union Territories and Other", () => {
    // Issue 16: 28 states, 8 Union Territories, then Other.
    expect(INDIAN_STATES).toHaveLength(37);
    expect(INDIAN_STATES).toEqual(expect.arrayContaining(["Delhi", "Jammu and Kashmir", "Chandigarh", "Ladakh"]));
    expect(INDIAN_STATES.at(-1)).toBe("Other");
  });
});

test("every enquiry error is reported at once, including 'e-mail or phone'", () => {
  const result = enquirySchema.safeParse({
    name: "",
    contact: "",
    email: "",
    state: "",
    city: "",
    enquire: "",
    enquireDetail: "",
  });
  expect(result.success).toBe(false);
  const paths = result.error?.issues.map((i) => i.path[0]);
  expect(paths).toEqual(expect.arrayContaining(["name", "enquire", "email"]));
});

test("resume files are recognised by their first bytes", () => {
  expect(sniffResume(new TextEncoder().encode("%PDF-1.4"))).toBe(".pdf");
  expect(sniffResume(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(".doc");
  expect(sniffResume(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(".docx");
  expect(sniffResume(new TextEncoder().encode("MZ\x90\x00"))).toBeNull();
  expect(sniffResume(new Uint8Array())).toBeNull();
});

test("an empty required field gets one message, not two", async () => {
  const { resumeSchema } = await import("#shared/schemas/resume");
  const result = resumeSchema.safeParse({
    fullName: "A",
    email: "",
    contactNumber: "",
    jobAppliedFor: "J",
    state: "Goa",
    city: "Panaji",
    consent: "on",
  });
  const byField = (name: string) => result.error?.issues.filter((i) => i.path[0] === name).map((i) => i.message);
  expect(byField("email")).toEqual(["Please enter your e-mail address"]);
  expect(byField("contactNumber")).toEqual(["Please enter your phone number"]);
});

describe("the Hindi schemas (issue 24)", () => {
  const DEVANAGARI = /[\u0900-\u097F]/;
  const latinOnly = (message: string) => !DEVANAGARI.test(message);

  test("every message of a failing enquiry, resume and newsletter is Hindi, none English", async () => {
    const { enquirySchemaFor } = await import("#shared/schemas/enquiry");
    const { resumeSchemaFor, resumeFileSchemaFor } = await import("#shared/schemas/resume");
    const { newsletterSchemaFor } = await import("#shared/schemas/newsletter");
    const long = "x".repeat(3000);
    const cases: [string, { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, unknown][] = [
      [
        "enquiry, empty",
        enquirySchemaFor("hi"),
        { name: "", contact: "", email: "", state: "", city: "", enquire: "", enquireDetail: "" },
      ],
      [
        "enquiry, wrong",
        enquirySchemaFor("hi"),
        {
          name: long,
          contact: "12345",
          email: "a@",
          state: "Atlantis",
          city: "<b>",
          enquire: "x",
          enquireDetail: long,
        },
      ],
      [
        "enquiry, wrong types",
        enquirySchemaFor("hi"),
        { name: 1, contact: 2, email: 3, state: 4, city: 5, enquire: 6, enquireDetail: 7 },
      ],
      [
        "resume, empty",
        resumeSchemaFor("hi"),
        { fullName: "", email: "", contactNumber: "", jobAppliedFor: "", state: "", city: "", consent: "", jobId: "x" },
      ],
      [
        "resume, wrong",
        resumeSchemaFor("hi"),
        {
          fullName: long,
          email: `${long}@example.com`,
          contactNumber: "1",
          jobAppliedFor: long,
          state: "",
          city: long,
          consent: "no",
        },
      ],
      ["resume file", resumeFileSchemaFor("hi"), null],
      ["newsletter", newsletterSchemaFor("hi"), { user_email: "nobody" }],
    ];
    for (const [name, schema, input] of cases) {
      const issues = schema.safeParse(input).error?.issues ?? [];
      expect(issues.length, name).toBeGreaterThan(0);
      expect(issues.map((i) => i.message).filter(latinOnly), name).toEqual([]);
    }
  });

  test("the English schemas keep their English messages", () => {
    const issues = enquirySchema.safeParse({ name: "", contact: "12345", email: "", enquire: "" }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toContain("Please enter your name");
    expect(issues.every((i) => latinOnly(i.message))).toBe(true);
  });
});
