/** Small shared pieces of the admin CLI: parsed arguments and output in text or JSON. */
export interface CommandArgs {
  /** Positional words after `<group> <command>`. */
  positionals: string[];
  /** `--name value` / `--name=value` (a repeated option collects its values), `--switch` → true. */
  flags: Record<string, string | boolean | string[]>;
  json: boolean;
}

/** Options that take no value; every other `--name` takes the next word (or `=value`). */
export const switchOptions = new Set(["json", "help", "web", "both", "failed", "all", "unsigned", "revoke", "status"]);

export function parseCommandLine(argv: string[]): { positionals: string[]; flags: CommandArgs["flags"] } {
  const positionals: string[] = [];
  const flags: CommandArgs["flags"] = {};
  const set = (name: string, value: string | boolean) => {
    const prev = flags[name];
    if (typeof value === "string" && typeof prev === "string") flags[name] = [prev, value];
    else if (typeof value === "string" && Array.isArray(prev)) prev.push(value);
    else flags[name] = value;
  };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith("--") || word === "--") {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf("=");
    if (eq > 2) {
      set(word.slice(2, eq), word.slice(eq + 1));
    } else {
      const name = word.slice(2);
      const next = argv[i + 1];
      if (!switchOptions.has(name) && next !== undefined && !next.startsWith("--")) {
        set(name, next);
        i++;
      } else set(name, true);
    }
  }
  return { positionals, flags };
}

export interface Command {
  summary: string;
  usage: string;
  run(args: CommandArgs): Promise<void>;
}

export type CommandGroup = Record<string, Command>;

export class UsageError extends Error {}

export function flag(args: CommandArgs, name: string): string | undefined {
  const v = args.flags[name];
  if (Array.isArray(v)) return v[v.length - 1];
  return typeof v === "string" ? v : undefined;
}

/** Typed reads of a command's parsed options. */
export interface Options {
  positionals: string[];
  string(name: string): string | undefined;
  /** Every value of a repeatable option (`--header A --header B`). */
  strings(name: string): string[];
  bool(name: string): boolean;
}

export function options(args: CommandArgs): Options {
  return {
    positionals: args.positionals,
    string: (name) => flag(args, name),
    strings(name) {
      const v = args.flags[name];
      return Array.isArray(v) ? v : typeof v === "string" ? [v] : [];
    },
    bool: (name) => args.flags[name] === true || args.flags[name] === "true",
  };
}

export function requireFlag(args: CommandArgs, name: string): string {
  const v = flag(args, name);
  if (!v) throw new UsageError(`--${name} is required`);
  return v;
}

export function requirePositional(args: CommandArgs, index: number, what: string): string {
  const v = args.positionals[index];
  if (!v) throw new UsageError(`${what} is required`);
  return v;
}

/** Prints `value` as JSON with --json, else the text `render` makes of it. */
export function print<T>(args: CommandArgs, value: T, render: (v: T) => string): void {
  process.stdout.write(args.json ? `${JSON.stringify(value, null, 2)}\n` : `${render(value)}\n`);
}

export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cells = rows.map((r) => columns.map((c) => (r[c] === undefined || r[c] === null ? "" : String(r[c]))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i])).join("  ").trimEnd();
  return [line(columns), ...cells.map(line)].join("\n");
}
