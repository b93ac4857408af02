#!/usr/bin/env -S npx tsx
/**
 * Admin CLI for support staff: `npm run admin -- <group> <command> [args] [--stage local|sandbox|production] [--json]`.
 * `npm run admin -- help` lists the commands.
 */
import { exitAfterFlush } from "../lib/admin/exit";
import { parseCommandLine, UsageError, type CommandArgs } from "../lib/admin/cli";
import { commandGroups } from "../lib/admin/commands/index";
import { useTarget } from "../lib/admin/target";

async function main(argv: string[]): Promise<number> {
  const { flags: values, positionals } = parseCommandLine(argv);
  const [group, command, ...rest] = positionals;
  if (!group || group === "help" || values.help) {
    await printHelp();
    return group ? 0 : 1;
  }
  const load = commandGroups[group];
  if (!load) throw new UsageError(`Unknown command group "${group}". Run: npm run admin -- help`);
  const stage = typeof values.stage === "string" ? values.stage : "local";
  const target = await useTarget(stage);
  const commands = await load();
  const cmd = command ? commands[command] : undefined;
  if (!cmd) throw new UsageError(`Unknown command "${group} ${command ?? ""}". Commands: ${Object.keys(commands).join(", ")}`);
  const args: CommandArgs = { positionals: rest, flags: values, json: Boolean(values.json) };
  if (!args.json) process.stderr.write(`(${target.description})\n`);
  await cmd.run(args);
  return 0;
}

async function printHelp(): Promise<void> {
  const lines = ["Usage: npm run admin -- <group> <command> [args] [--stage local|sandbox|production] [--json]", ""];
  for (const [name, load] of Object.entries(commandGroups)) {
    for (const cmd of Object.values(await load())) lines.push(`  ${cmd.usage.padEnd(58)} ${cmd.summary}`);
    void name;
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

main(process.argv.slice(2)).then(
  (code) => exitAfterFlush(code),
  (error: unknown) => {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    exitAfterFlush(error instanceof UsageError ? 2 : 1);
  },
);
