/** The local account `npm start` ensures, with the keys it is told to use. */
import { createAccount, findAccountByKey, getAccount, rotateKeys, setAccountStatus, type Account } from "../../lambdas/stores/accounts";

export async function ensureLocalAccount(opts: { accountId: string; apiKey: string; webApiKey: string }): Promise<Account> {
  const existing = await getAccount(opts.accountId);
  if (!existing) return (await createAccount({ name: "Local development", ...opts })).account;
  if (existing.status !== "active") await setAccountStatus(opts.accountId, "active");
  const apiOk = (await findAccountByKey("api", opts.apiKey))?.account_id === opts.accountId;
  const webOk = (await findAccountByKey("web", opts.webApiKey))?.account_id === opts.accountId;
  if (!apiOk || !webOk) {
    await rotateKeys(opts.accountId, { apiKey: apiOk ? undefined : opts.apiKey, webApiKey: webOk ? undefined : opts.webApiKey });
  }
  return (await getAccount(opts.accountId))!;
}
