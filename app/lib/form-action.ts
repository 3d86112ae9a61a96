import type { FormResult } from "#shared/schemas/fields";

/** A form action's answer to the page: the API's answer plus the values to show again after an error. */
export type FormActionData = FormResult & { values?: Record<string, string> };

/** A form route's `headers`: the action's (no-store, Retry-After) reach the page response. */
export function formHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}
