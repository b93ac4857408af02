import { describe, expect, it } from "vitest";
import { parseCommandLine } from "../../lib/admin/cli";

describe("admin command line", () => {
  it("gives an option the word after it, or its =value", () => {
    expect(parseCommandLine(["account", "create", "--name", "Acme Cashback", "--json"])).toEqual({
      positionals: ["account", "create"],
      flags: { name: "Acme Cashback", json: true },
    });
    expect(parseCommandLine(["delivery", "list", "--account=acc_1", "--failed"]).flags).toEqual({ account: "acc_1", failed: true });
  });

  it("does not let a switch swallow the next word", () => {
    expect(parseCommandLine(["account", "rotate-key", "--web", "acc_1"])).toEqual({ positionals: ["account", "rotate-key", "acc_1"], flags: { web: true } });
    expect(parseCommandLine(["dlq", "replay", "--all", "--stage", "sandbox"]).flags).toEqual({ all: true, stage: "sandbox" });
  });

  it("collects a repeated option's values", () => {
    expect(parseCommandLine(["webhook", "create", "acc", "--header", "A: 1", "--header", "B: 2", "--header", "C: 3"]).flags.header).toEqual(["A: 1", "B: 2", "C: 3"]);
  });

  it("treats an option with nothing after it as a switch, and -- as the end of options", () => {
    expect(parseCommandLine(["x", "--name"]).flags).toEqual({ name: true });
    expect(parseCommandLine(["x", "--", "--not-an-option"]).positionals).toEqual(["x", "--not-an-option"]);
  });
});
