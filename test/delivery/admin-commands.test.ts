import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { options, parseCommandLine, type CommandArgs, type CommandGroup } from "../../lib/admin/cli";
import { delivery } from "../../lib/admin/commands/delivery";
import { promotion } from "../../lib/admin/commands/promotion";
import { webhook } from "../../lib/admin/commands/webhook";
import { enqueueResultsDelivery } from "../../lambdas/delivery/enqueue";
import { createAccount } from "../../lambdas/stores/accounts";
import { setDeliveryStatus } from "../../lambdas/stores/deliveries";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "admin-"));
process.env.STAGE = "local";
process.env.ALLOW_PRIVATE_WEBHOOKS = "1";

/** Runs `group command` in-process and returns what it printed with --json. */
async function run(group: CommandGroup, command: string, positionals: string[], flags: Record<string, string | boolean> = {}): Promise<unknown> {
  let out = "";
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  try {
    await group[command].run({ positionals, flags: { ...flags, json: true }, json: true });
  } finally {
    spy.mockRestore();
  }
  return JSON.parse(out);
}

afterEach(() => vi.restoreAllMocks());

describe("admin commands", () => {
  it("creates a subscription showing its secret once, and never lists the secret", async () => {
    const { account } = await createAccount({ name: "Admin" });
    const created = (await run(webhook, "create", [account.account_id], { url: "http://127.0.0.1:9/hook", events: "RewardUpdate", header: "X-Env: test" })) as Record<string, unknown>;
    expect(created.signing_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.event_types).toEqual(["RewardUpdate"]);
    const listed = await run(webhook, "list", [account.account_id]);
    expect(JSON.stringify(listed)).not.toContain(String(created.signing_secret));
    expect(listed).toEqual([expect.objectContaining({ webhook_id: created.webhook_id, signed: true, headers: ["x-env"] })]);

    const rotated = (await run(webhook, "rotate-secret", [String(created.webhook_id)])) as Record<string, unknown>;
    expect(rotated.signing_secret).not.toBe(created.signing_secret);
    const results = (await run(webhook, "results-secret", [account.account_id])) as Record<string, unknown>;
    expect(results.signing_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await run(webhook, "results-secret", [account.account_id], { status: true })).toMatchObject({ signed: true });

    expect(await run(webhook, "delete", [String(created.webhook_id)])).toEqual({ webhook_id: created.webhook_id, deleted: true });
    expect(await run(webhook, "list", [account.account_id])).toEqual([]);
  });

  it("defines, lists and deletes promotions", async () => {
    const { account } = await createAccount({ name: "Promos" });
    const p = (await run(promotion, "create", [account.account_id], { merchant: "Target", reward: "2.5", "min-total": "10", keywords: "lego, toy", currency: "usd" })) as Record<string, unknown>;
    expect(p).toMatchObject({ merchant: "Target", reward_amount: 2.5, min_total: 10, keywords: ["lego", "toy"], currency: "USD" });
    expect(await run(promotion, "list", [account.account_id])).toHaveLength(1);
    await run(promotion, "delete", [String(p.promo_id)]);
    expect(await run(promotion, "list", [account.account_id])).toEqual([]);
    await expect(run(promotion, "create", [account.account_id], { merchant: "Target", reward: "-1" })).rejects.toThrow(/reward/);
  });

  it("lists failed deliveries, optionally for one account, and shows the audit trail", async () => {
    await enqueueResultsDelivery({ accountId: "acc-a", url: "http://127.0.0.1:9/x", body: "[]", deliveryId: "dlv_admin_a" });
    await enqueueResultsDelivery({ accountId: "acc-b", url: "http://127.0.0.1:9/x", body: "[]", deliveryId: "dlv_admin_b" });
    await setDeliveryStatus({ delivery_id: "dlv_admin_a", account_id: "acc-a" }, "failed", "4 attempts failed");
    await setDeliveryStatus({ delivery_id: "dlv_admin_b", account_id: "acc-b" }, "failed", "4 attempts failed");
    const all = (await run(delivery, "list", [], { failed: true })) as { delivery_id: string }[];
    expect(all.map((d) => d.delivery_id).sort()).toEqual(["dlv_admin_a", "dlv_admin_b"]);
    const onlyA = (await run(delivery, "list", [], { failed: true, account: "acc-a" })) as { delivery_id: string }[];
    expect(onlyA.map((d) => d.delivery_id)).toEqual(["dlv_admin_a"]);
    const shown = (await run(delivery, "show", ["dlv_admin_a"])) as { audit: { status?: string }[] };
    expect(shown.audit.map((e) => e.status)).toEqual(["pending", "failed"]);
  });

  it("reads option values from the command line, not leaving them among the positionals", () => {
    const parsed = parseCommandLine(["delivery", "list", "--failed", "--account", "acc-x", "--stage", "local"]);
    const args: CommandArgs = { positionals: parsed.positionals.slice(2), flags: parsed.flags, json: false };
    const o = options(args);
    expect(o.string("account")).toBe("acc-x");
    expect(o.bool("failed")).toBe(true);
    expect(o.positionals).toEqual([]);
  });
});
