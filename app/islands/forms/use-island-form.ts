import { parse, type SubmissionResult, useForm } from "@conform-to/react";
import { useMemo, useRef, useState } from "react";
import type { FormActionData } from "#app/lib/form-action";
import type { Lang } from "#shared/i18n/lang";
import type { FieldErrors, FormResult } from "#shared/schemas/fields";
import { z } from "#shared/schemas/zod-mini";
import { constraintsOf } from "./constraints";
import { clientMessagesFor, SUBMISSION_ID_FIELD, sendForm } from "./send";

/** The props every form island takes: plain JSON, rendered the same on the server and in the browser. */
export interface FormIslandProps {
  /** Prefix of every id in the form (`enquiry` gives `#enquiry-name`); stable, tests and links use them. */
  idPrefix: string;
  /** Where the form posts without JavaScript (the page's own action when absent). */
  action?: string;
  /** The answer to a submission made without JavaScript (the page's action data), shown until the next one. */
  result?: FormActionData | null;
  /** The page's language (an island cannot read the page's context): its words, messages and the API's answers. */
  lang: Lang;
  /** What the form collects and why, in `lang` (shared/content/form-notices.ts), from the server: not in the island's code. */
  notice: string;
  /** Its selects' option labels in `lang` by value (shared/content/form-options.ts); absent in English. */
  optionLabels?: Readonly<Record<string, string>>;
}

export interface IslandFormOptions {
  idPrefix: string;
  lang: Lang;
  /** POST /api/forms/{kind}: the same handler as the page action. */
  url: string;
  /** The one zod schema of the form (shared/schemas/): the browser's checks, messages and constraints. */
  schema: z.ZodMiniObject;
  result?: FormActionData | null;
  /** A check the schema cannot make synchronously (the resume's first bytes), run before sending. */
  check?: (data: FormData) => Promise<FieldErrors>;
  /** Called as a submission starts (before the checks), e.g. to load what shows the answer. */
  onSend?: () => void;
  /** Shows an answer (toast or status line); field errors are already under their fields. */
  onAnswer: (result: FormResult) => void;
}

/** Field errors as Conform's "last result": shown under their fields, the first one focused. */
function errorReply(fields: FieldErrors): SubmissionResult<string[]> {
  return {
    status: "error",
    error: fields,
    state: { validated: Object.fromEntries(Object.keys(fields).map((name) => [name, true])) },
  };
}

/** A field's name in Conform's notation (`a.b[0]`), from a zod issue's path. */
function nameOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

/**
 * The form checked with its schema, as a Conform submission: what
 * `parseWithZod` from @conform-to/zod/v4 does without coercion. That module
 * imports classic zod for its coercion (about 25 KiB gzip that the islands
 * would load for nothing): our schemas take the form's strings as they are.
 */
function parseWithSchema(formData: FormData, schema: z.ZodMiniObject) {
  return parse(formData, {
    resolve(payload) {
      const result = z.safeParse(schema, payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = nameOf(issue.path);
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}

/**
 * Every field of the schema present: a control left empty that the browser
 * leaves out of FormData (an unchecked box, a select on its disabled prompt)
 * is "", as on the server (shared/schemas/fields.ts `pickFields`), so the schema
 * answers with the same message in both places.
 */
function complete(data: FormData, names: readonly string[]): FormData {
  const out = new FormData();
  for (const [name, value] of data) out.append(name, value);
  for (const name of names) if (!out.has(name)) out.set(name, "");
  return out;
}

/**
 * One form island's state, with Conform: the schema checks a field when it
 * loses focus and again as it is corrected, and the whole form on submit
 * (errors under the fields, focus on the first); then the form is sent with
 * fetch while the button is pending (a second submit is ignored). Nothing
 * typed is cleared on any failure; after a success the form starts afresh,
 * with a new submission id.
 *
 * Without JavaScript none of this runs: the server renders the same form
 * with native constraints (from the same schema) and it posts to the page.
 */
export function useIslandForm({ idPrefix, lang, url, schema, result, check, onSend, onAnswer }: IslandFormOptions) {
  const names = useMemo(() => Object.keys(schema.shape), [schema]);
  const constraint = useMemo(() => constraintsOf(schema), [schema]);
  const pageFailure = result && !result.ok ? result : undefined;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(() =>
    pageFailure?.fields ? errorReply(pageFailure.fields) : undefined,
  );
  // The values a submission without JavaScript came back with; emptied by a success.
  const [values, setValues] = useState<Record<string, string>>(() => pageFailure?.values ?? {});
  // The page's answer to a submission without JavaScript, until this form answers.
  const [status, setStatus] = useState<FormResult | undefined>(result ?? undefined);
  const [pending, setPending] = useState(false);
  // A fresh form (new controls) after each success.
  const [generation, setGeneration] = useState(0);
  const busy = useRef(false);
  // One id per fill of the form: kept across retries so the server can drop a repeat.
  const submissionId = useRef<string | undefined>(undefined);

  const [form, fields] = useForm({
    id: `${idPrefix}-form`,
    constraint,
    lastResult,
    // The server's markup keeps native validation for visitors without JavaScript.
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(complete(formData, names), schema),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      onSend?.();
      void send(formData).finally(() => {
        busy.current = false;
        setPending(false);
      });
    },
  });

  async function send(formData: FormData) {
    let answer: FormResult;
    try {
      const problems = check ? await check(formData) : {};
      if (Object.keys(problems).length) {
        setLastResult(errorReply(problems));
        return;
      }
      submissionId.current ??= crypto.randomUUID();
      formData.set(SUBMISSION_ID_FIELD, submissionId.current);
      answer = await sendForm(url, formData, lang);
    } catch (error) {
      console.error("form submission failed", error);
      answer = { ok: false, error: clientMessagesFor(lang).unexpected };
    }
    setStatus(undefined);
    if (answer.ok) {
      submissionId.current = undefined;
      setValues({});
      setGeneration((g) => g + 1);
      // Conform forgets the old fill's errors and which fields were checked.
      setLastResult({ initialValue: null });
    } else if (answer.fields) {
      setLastResult(errorReply(answer.fields));
    }
    onAnswer(answer);
  }

  /** The errors to show under a field (each message once). */
  const errorsOf = (name: string): string[] | undefined => {
    const list = fields[name]?.errors;
    return list?.length ? [...new Set(list)] : undefined;
  };

  return { form, fields, errorsOf, values, status, setStatus, pending, generation, lang };
}
