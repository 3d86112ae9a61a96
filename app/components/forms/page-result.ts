import { useActionData } from "react-router";
import type { FormActionData } from "#app/lib/form-action";

/**
 * The result of a submission made without JavaScript (the page's action data),
 * read while the server renders the page and handed to the form island as a
 * prop (an island is its own React root and cannot read the router).
 */
export function usePageResult(): FormActionData | null {
  return (useActionData() as FormActionData | undefined) ?? null;
}

/** The field errors and the values to show again after a failed submission without JavaScript. */
export function pageErrorsAndValues(result: FormActionData | null) {
  return result && !result.ok
    ? { errors: result.fields ?? {}, values: result.values ?? {} }
    : { errors: {} as Record<string, readonly string[]>, values: {} as Record<string, string> };
}
