import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { createWebhook, InvalidInputError, parseEventTypes, parseHeaders } from "../../lambdas/delivery/manage";
import { dynamo } from "../../lambdas/shared/clients/dynamo";
import { openSecret, sealSecret } from "../../lambdas/shared/secret-box";
import { createAccount } from "../../lambdas/stores/accounts";

const dataDir = mkdtempSync(join(tmpdir(), "secrets-"));
process.env.DATA_DIR = dataDir;
process.env.STAGE = "local";
delete process.env.SECRETS_KMS_KEY_ID;

describe("sealed secrets (local master key)", () => {
  it("creates the master key file on first use, owner-only, and round-trips", async () => {
    const sealed = await sealSecret("a".repeat(64));
    expect(sealed).toMatch(/^local:v1:/);
    expect(sealed).not.toContain("a".repeat(16));
    expect(await openSecret(sealed)).toBe("a".repeat(64));
    const keyFile = join(dataDir, "secrets.key");
    expect(readFileSync(keyFile, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(keyFile).mode & 0o077).toBe(0);
    expect(await sealSecret("a".repeat(64))).not.toBe(sealed); // fresh IV each time
  });

  it("refuses a tampered value", async () => {
    const sealed = await sealSecret("b".repeat(64));
    const raw = Buffer.from(sealed.slice(9), "base64");
    raw[raw.length - 1] ^= 1;
    await expect(openSecret(`local:v1:${raw.toString("base64")}`)).rejects.toThrow();
  });

  it("stores a subscription's signing secret only sealed", async () => {
    process.env.ALLOW_PRIVATE_WEBHOOKS = "1";
    const { account } = await createAccount({ name: "Sealed" });
    const { subscription, secret } = await createWebhook({ accountId: account.account_id, url: "http://127.0.0.1:9/hook" });
    const item = await dynamo().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `ACCOUNT#${account.account_id}`, sk: `WEBHOOK#${subscription.webhook_id}` } }),
    );
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(item.Item)).not.toContain(secret!);
  });
});

describe("subscription input", () => {
  it("parses custom headers and refuses the ones the service sets", () => {
    expect(parseHeaders(["X-Api-Key: abc", "X-Env=prod"])).toEqual({ "x-api-key": "abc", "x-env": "prod" });
    for (const bad of ["X-Webhook-ID: 1", "Content-Type: text/plain", "x-service-signature: x", "Bad Name: x", "nocolon"]) {
      expect(() => parseHeaders([bad])).toThrow(InvalidInputError);
    }
  });

  it("takes no event types as all, and refuses unknown ones", () => {
    expect(parseEventTypes(undefined)).toEqual([]);
    expect(parseEventTypes("RewardUpdate, ReceiptSummary")).toEqual(["RewardUpdate", "ReceiptSummary"]);
    expect(() => parseEventTypes("ReceiptCreated")).toThrow(/Unknown event type/);
  });

  it("checks the endpoint like results_endpoint under the strict policy", async () => {
    delete process.env.ALLOW_PRIVATE_WEBHOOKS;
    const { account } = await createAccount({ name: "Strict" });
    await expect(createWebhook({ accountId: account.account_id, url: "http://hooks.example.com/x" }, async () => ["93.184.215.14"])).rejects.toThrow(/https/);
    await expect(createWebhook({ accountId: account.account_id, url: "https://hooks.example.com/x" }, async () => ["10.0.0.1"])).rejects.toThrow(/non-public/);
    const ok = await createWebhook({ accountId: account.account_id, url: "https://hooks.example.com/x" }, async () => ["93.184.215.14"]);
    expect(ok.subscription.url).toBe("https://hooks.example.com/x");
    await expect(createWebhook({ accountId: "acc_missing", url: "https://hooks.example.com/x" }, async () => ["93.184.215.14"])).rejects.toThrow(/No account/);
  });
});
