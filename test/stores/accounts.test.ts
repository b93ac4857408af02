import { describe, expect, it } from "vitest";
import { createAccount, findAccountByKey, getAccount, listAccounts, rotateKeys, setAccountStatus } from "../../lambdas/stores/accounts";

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
