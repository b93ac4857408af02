/** Small shared pieces of the admin CLI: parsed arguments and output in text or JSON. */
export interface CommandArgs {
  /** Positional words after `<group> <command>`. */
  positionals: string[];
  flags: Record<string, string | boolean>;
  json: boolean;
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
  return typeof v === "string" ? v : undefined;
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
