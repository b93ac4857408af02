/** Every command group of the admin CLI. Add a group by adding its module here. */
import type { CommandGroup } from "../cli";

export const commandGroups: Record<string, () => Promise<CommandGroup>> = {
  account: async () => (await import("./account")).account,
  job: async () => (await import("./job")).job,
  webhook: async () => (await import("./webhook")).webhook,
  promotion: async () => (await import("./promotion")).promotion,
  delivery: async () => (await import("./delivery")).delivery,
  dlq: async () => (await import("./dlq")).dlq,
  deadletters: async () => (await import("./deadletters")).deadletters,
  sweep: async () => (await import("./sweep")).sweep,
};
