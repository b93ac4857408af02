/**
 * How a request schema's problems become the interface's error codes. Every request shape is a valibot schema
 * (this folder); its messages say the code: `#104` is error 104 with its standard text, `#102 results_endpoint is
 * required` is 102 with that detail, and any other message is error 100 with the message as its detail. Of all
 * the problems valibot finds, the client is told one, the first in the schema's order (see `firstIssue`).
 */
import * as v from "valibot";
import { ApiError, errorMessages, type ErrorCode } from "../errors";

/** A schema message that names an interface error code. */
export const coded = (code: ErrorCode, detail?: string): string => (detail ? `#${code} ${detail}` : `#${code}`);

export type Issue = v.BaseIssue<unknown>;

const codedMessage = /^#(\d{3})(?: ([\s\S]*))?$/;

export function codeOf(issue: Issue): ErrorCode {
  const m = codedMessage.exec(issue.message);
  return m && m[1] in errorMessages ? (Number(m[1]) as ErrorCode) : 100;
}

export function errorOf(issue: Issue): ApiError {
  const m = codedMessage.exec(issue.message);
  if (m && m[1] in errorMessages) return new ApiError(Number(m[1]) as ErrorCode, m[2]);
  return new ApiError(100, issue.message);
}

/** The first key of an issue's path ("retailers" for an issue in `retailers[2].email`). */
export const pathHead = (issue: Issue): string | undefined => {
  const key = issue.path?.[0]?.key;
  return typeof key === "string" ? key : undefined;
};

/** An unrecognized field: strict objects report it with `expected: "never"`. */
export const isUnknownKey = (issue: Issue): boolean => issue.expected === "never";

/**
 * The issue a client is told. Unrecognized fields come first (a misspelt name explains the rest), then, when the
 * schema gives an order of codes (the interface's order for the configuration: 102 before 104–107 before the
 * retailer codes), the issue whose code comes first; `100 <field>` in that order places error 100 issues under
 * that field, and `rule` the rules across fields. Otherwise valibot's own order: fields in the schema's order, then
 * the rules across fields.
 */
export function firstIssue(issues: readonly Issue[], order?: readonly string[]): Issue {
  const rank = (issue: Issue): number => {
    if (isUnknownKey(issue) && (issue.path?.length ?? 0) <= 1) return -1;
    if (!order) return 0;
    if (issue.type === "raw_check" && !issue.path && order.includes("rule")) return order.indexOf("rule");
    const code = String(codeOf(issue));
    const scoped = order.indexOf(`${code} ${pathHead(issue) ?? ""}`);
    if (scoped >= 0) return scoped;
    const plain = order.indexOf(code);
    return plain >= 0 ? plain : order.length;
  };
  let best = issues[0];
  for (const issue of issues) if (rank(issue) < rank(best)) best = issue;
  return best;
}

const orders = new WeakMap<object, readonly string[]>();

/** A schema whose problems are told in `order` (see firstIssue): every parse of it uses that order. */
export function reportedIn<S extends v.GenericSchema>(schema: S, order: readonly string[]): S {
  orders.set(schema, order);
  return schema;
}

/** Validates `input` against a request schema: its output, or the ApiError of its first problem (in the schema's order). */
export function parseRequest<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw errorOf(firstIssue(result.issues, orders.get(schema)));
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A value the client gave (null counts as not given, as in every JSON body of the interface). */
export const present = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * The message of a strict object: an unrecognized field names itself, a missing required field says the message
 * `missing` gives for it (else "<field> is required"), anything else is `notObject`.
 */
export function objectMessage(noun: string, notObject: string, missing: Readonly<Record<string, string>> = {}) {
  return (issue: Issue): string => {
    const key = String(issue.path?.[issue.path.length - 1]?.key ?? "");
    if (isUnknownKey(issue)) return `unrecognized ${noun} ${key}`;
    if (issue.received === "undefined" && issue.path?.length) return missing[key] ?? `${key} is required`;
    return notObject;
  };
}

/**
 * A rule across fields: `check` returns the message of a broken rule (or null); `jsonSchema` is the same rule in JSON
 * Schema, published beside the fields'.
 */
export interface FieldRule {
  check: (input: Record<string, unknown>) => string | null;
  /** Absent for the parameters of a query, which JSON Schema cannot relate. */
  jsonSchema?: Record<string, unknown>;
}

/**
 * An object schema with its rules across fields. The rules run on whatever object was given, also when a field is
 * wrong, so that the order of their codes against the fields' is the one the schema's order list gives.
 */
export function withRules<S extends v.GenericSchema>(schema: S, rules: readonly FieldRule[], description: string) {
  type T = v.InferOutput<S>;
  const items: v.PipeItem<T, T, v.BaseIssue<unknown>>[] = [];
  for (const rule of rules) {
    items.push(v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!isRecord(dataset.value)) return;
      const message = rule.check(dataset.value);
      if (message) addIssue({ message });
    }));
    if (rule.jsonSchema) items.push(v.metadata<T, Record<string, unknown>>(rule.jsonSchema));
  }
  items.push(v.description<T, string>(description));
  return v.pipe(schema, ...items);
}
