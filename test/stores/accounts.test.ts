import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { dynamo } from "../../lambdas/shared/clients/dynamo";
import { createAccount, findAccountByInboundAddress, findAccountByKey, getAccount, listAccounts, rotateKeys, setAccountStatus } from "../../lambdas/stores/accounts";
import { keys, tableName } from "../../lambdas/stores/table";

describe("inbound addresses", () => {
  const withDomain = async <T>(domain: string, run: () => Promise<T>): Promise<T> => {
    const before = process.env.INBOUND_DOMAIN;
    process.env.INBOUND_DOMAIN = domain;
    try {
      return await run();
    } finally {
      process.env.INBOUND_DOMAIN = before;
    }
  };

  it("follow the stage's inbound domain: a new domain needs no migration, and the old one no longer reaches the account", async () => {
    const { account } = await withDomain("in.old.example", () => createAccount({ name: "Mover" }));
    expect(account.inbound_address).toMatch(/@in\.old\.example$/);
    const local = account.inbound_address.split("@")[0];
    await withDomain("in.new.example", async () => {
      expect((await getAccount(account.account_id))?.inbound_address).toBe(`${local}@in.new.example`);
      expect((await findAccountByInboundAddress(`${local}@in.new.example`))?.account_id).toBe(account.account_id);
      expect(await findAccountByInboundAddress(`${local}@in.old.example`)).toBeUndefined();
    });
  });

  it("still finds an account stored with its whole address", async () => {
    await withDomain("in.legacy.example", async () => {
      const id = "acc_legacy01";
      await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.account(id), entity: "account", account_id: id, name: "Old", status: "active", inbound_address: "acc-legacy01@in.legacy.example", created_at: "2026-01-01T00:00:00.000Z", api_key_hash: "x", web_key_hash: "y" } }));
      await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.inbound("acc-legacy01@in.legacy.example"), account_id: id } }));
      expect((await findAccountByInboundAddress("ACC-legacy01@in.legacy.example"))?.account_id).toBe(id);
      expect((await getAccount(id))?.inbound_address).toBe("acc-legacy01@in.legacy.example");
    });
  });
});

describe("accounts store", () => {
  it("finds an account by its API key and web key, and stores only hashes", async () => {
    const created = await createAccount({ name: "Acme" });
    const byApi = await findAccountByKey("api", created.apiKey);
    const byWeb = await findAccountByKey("web", created.webApiKey);
    expect(byApi?.account_id).toBe(created.account.account_id);
    expect(byWeb?.account_id).toBe(created.account.account_id);
    const stored = await getAccount(created.account.account_id);
    expect(JSON.stringify(stored)).not.toContain(created.apiKey);
    expect(JSON.stringify(stored)).not.toContain(created.webApiKey);
  });

  it("does not accept a key of the other kind or a differently cased key", async () => {
    const { apiKey, webApiKey } = await createAccount({ name: "Kinds" });
    expect(await findAccountByKey("web", apiKey)).toBeUndefined();
    expect(await findAccountByKey("api", webApiKey)).toBeUndefined();
    expect(await findAccountByKey("api", apiKey.toUpperCase())).toBeUndefined();
  });

  it("rejects the old key after rotation and accepts the new one", async () => {
    const { account, apiKey, webApiKey } = await createAccount({ name: "Rotor" });
    const rotated = await rotateKeys(account.account_id, { api: true });
    expect(await findAccountByKey("api", apiKey)).toBeUndefined();
    expect((await findAccountByKey("api", rotated.apiKey!))?.account_id).toBe(account.account_id);
    expect((await findAccountByKey("web", webApiKey))?.account_id).toBe(account.account_id);
  });

  it("rejects every key of a disabled account", async () => {
    const { account, apiKey, webApiKey } = await createAccount({ name: "Gone" });
    await setAccountStatus(account.account_id, "disabled");
    expect(await findAccountByKey("api", apiKey)).toBeUndefined();
    expect(await findAccountByKey("web", webApiKey)).toBeUndefined();
  });

  it("lists accounts", async () => {
    const { account } = await createAccount({ name: "Listed" });
    expect((await listAccounts()).map((a) => a.account_id)).toContain(account.account_id);
  });
});
