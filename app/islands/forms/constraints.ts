import { z } from "#shared/schemas/zod-mini";

/**
 * The browser's constraints for each field of a form schema (required,
 * maxLength, pattern), read off the schema itself, for Conform's `constraint`
 * option: the markup gets them from `fields.<name>`, so no limit is written
 * twice.
 *
 * Not `getZodConstraint` from @conform-to/zod: with zod 4.6 it finds no
 * lengths or patterns (it reads a `_zod.bag` that zod no longer fills), and it
 * marks a field required unless it is `.optional()`, while our schemas take
 * "" for an empty optional field. Not `z.toJSONSchema` either, though it reads
 * the same checks: it brings a converter for every kind of schema (about
 * 20 KiB gzip) to the form islands. So a field's string checks are read here
 * (the input side of a pipe, as the browser sees the value), and a field is
 * required when the schema refuses "".
 */
/** What Conform's `constraint` option takes for one field (a subset of its `Constraint`). */
export interface Constraint {
  required?: boolean;
  maxLength?: number;
  pattern?: string;
}

type Schema = z.core.$ZodType;
interface CheckDef {
  check?: string;
  maximum?: number;
  pattern?: RegExp;
}

/** The schema that reads the value typed: the first stage of a pipe. */
function inputSide(schema: Schema): Schema {
  let current = schema;
  while (current._zod.def.type === "pipe") current = (current._zod.def as z.core.$ZodPipeDef).in;
  return current;
}

function stringChecks(schema: Schema): { maxLength?: number; patterns: RegExp[] } {
  const out: { maxLength?: number; patterns: RegExp[] } = { patterns: [] };
  if (schema._zod.def.type !== "string") return out;
  // A format schema (z.email()) is its own first check.
  const own = schema._zod.traits.has("$ZodCheck") ? [schema as unknown as z.core.$ZodCheck] : [];
  for (const check of [...own, ...(schema._zod.def.checks ?? [])]) {
    const def = check._zod.def as CheckDef;
    if (def.check === "max_length" && typeof def.maximum === "number") {
      out.maxLength = Math.min(out.maxLength ?? Number.POSITIVE_INFINITY, def.maximum);
    }
    if (def.check === "string_format" && def.pattern instanceof RegExp) out.patterns.push(def.pattern);
  }
  return out;
}

export function constraintsOf(schema: z.ZodMiniObject): Record<string, Constraint> {
  const out: Record<string, Constraint> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const { maxLength, patterns } = stringChecks(inputSide(field));
    const constraint: Constraint = { required: !z.safeParse(field, "").success };
    if (maxLength !== undefined) constraint.maxLength = maxLength;
    // Several patterns cannot be one HTML `pattern`; the schema still checks them all.
    if (patterns.length === 1) constraint.pattern = htmlPattern(patterns[0].source);
    out[name] = constraint;
  }
  return out;
}

/** An HTML `pattern` is anchored by the browser: drop the schema regex's own ^ and $. */
function htmlPattern(source: string): string {
  return source.startsWith("^") && source.endsWith("$") && !source.endsWith("\\$") ? source.slice(1, -1) : source;
}
