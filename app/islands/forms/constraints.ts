import { z } from "#app/schemas/zod";

/**
 * The browser's constraints for each field of a form schema (required,
 * maxLength, pattern), read off the schema itself, for Conform's `constraint`
 * option: the markup gets them from `fields.<name>`, so no limit is written
 * twice.
 *
 * Not `getZodConstraint` from @conform-to/zod: with zod 4.6 it finds no
 * lengths or patterns (it reads a `_zod.bag` that zod no longer fills), and it
 * marks a field required unless it is `.optional()`, while our schemas take
 * "" for an empty optional field. So lengths and patterns come from zod's own
 * JSON Schema of the field, and a field is required when the schema refuses "".
 */
/** What Conform's `constraint` option takes for one field (a subset of its `Constraint`). */
export interface Constraint {
  required?: boolean;
  maxLength?: number;
  pattern?: string;
}

export function constraintsOf(schema: z.ZodObject): Record<string, Constraint> {
  const out: Record<string, Constraint> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const json = z.toJSONSchema(field, { io: "input", unrepresentable: "any" }) as {
      maxLength?: number;
      pattern?: string;
    };
    const constraint: Constraint = { required: !field.safeParse("").success };
    if (typeof json.maxLength === "number") constraint.maxLength = json.maxLength;
    if (typeof json.pattern === "string") constraint.pattern = htmlPattern(json.pattern);
    out[name] = constraint;
  }
  return out;
}

/** An HTML `pattern` is anchored by the browser: drop the schema regex's own ^ and $. */
function htmlPattern(source: string): string {
  return source.startsWith("^") && source.endsWith("$") && !source.endsWith("\\$") ? source.slice(1, -1) : source;
}
