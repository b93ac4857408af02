/**
 * Option values for the webhook, promotion, delivery and dlq commands. bin/admin.ts parses without
 * option declarations, so `--account ID` arrives as `account: true` with ID among the positionals;
 * when that happens the command line is parsed again here with the options declared.
 */
import { parseArgs } from "node:util";
import type { CommandArgs } from "../cli";

export type OptionSpec = Record<string, { type: "string" | "boolean"; multiple?: boolean }>;

export interface Options {
  positionals: string[];
  string(name: string): string | undefined;
  strings(name: string): string[];
  bool(name: string): boolean;
}

const global: OptionSpec = { stage: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean" } };

export function readOptions(args: CommandArgs, spec: OptionSpec): Options {
  const misparsed = Object.entries(spec).some(([name, o]) => o.type === "string" && args.flags[name] === true);
  let flags: Record<string, unknown> = args.flags;
  let positionals = args.positionals;
  if (misparsed) {
    const parsed = parseArgs({ args: process.argv.slice(2), options: { ...global, ...spec }, strict: false, allowPositionals: true });
    flags = parsed.values;
    positionals = parsed.positionals.slice(2);
  }
  return {
    positionals,
    string(name) {
      const v = flags[name];
      if (Array.isArray(v)) return typeof v[v.length - 1] === "string" ? String(v[v.length - 1]) : undefined;
      return typeof v === "string" ? v : undefined;
    },
    strings(name) {
      const v = flags[name];
      if (Array.isArray(v)) return v.filter((x): x is string => typeof x === "string");
      return typeof v === "string" ? [v] : [];
    },
    bool(name) {
      return flags[name] === true || flags[name] === "true";
    },
  };
}
