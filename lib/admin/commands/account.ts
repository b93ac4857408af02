import type { Command, CommandGroup } from "../cli";
import { print, requireFlag, requirePositional, table } from "../cli";
import { createAccount, getAccount, listAccounts, rotateKeys, setAccountStatus } from "../../../lambdas/stores/accounts";

/** `account disable|enable ACCOUNT_ID`: sets the account's status. */
function statusCommand(status: "disabled" | "active", summary: string): Command {
  return {
    summary,
    usage: `account ${status === "disabled" ? "disable" : "enable"} ACCOUNT_ID`,
    async run(args) {
      const id = requirePositional(args, 0, "ACCOUNT_ID");
      await setAccountStatus(id, status);
      print(args, { account_id: id, status }, (v) => `${v.account_id} ${status}`);
    },
  };
}

export const account: CommandGroup = {
  create: {
    summary: "Create an account; prints its id and both keys once",
    usage: "account create --name NAME",
    async run(args) {
      const { account: a, apiKey, webApiKey } = await createAccount({ name: requireFlag(args, "name") });
      print(args, { account_id: a.account_id, name: a.name, api_key: apiKey, web_api_key: webApiKey, inbound_address: a.inbound_address }, (v) =>
        [
          `account_id       ${v.account_id}`,
          `name             ${v.name}`,
          `api_key          ${v.api_key}`,
          `web_api_key      ${v.web_api_key}`,
          `inbound_address  ${v.inbound_address}`,
          "",
          "The keys are shown only now; we store their hashes. Hand them to the client securely.",
        ].join("\n"),
      );
    },
  },
  list: {
    summary: "List accounts",
    usage: "account list",
    async run(args) {
      const accounts = (await listAccounts()).map(({ api_key_hash: _a, web_key_hash: _w, ...rest }) => rest);
      print(args, accounts, (rows) => table(rows, ["account_id", "name", "status", "inbound_address", "created_at"]));
    },
  },
  show: {
    summary: "Show one account (no keys: only their hashes are stored)",
    usage: "account show ACCOUNT_ID",
    async run(args) {
      const a = await getAccount(requirePositional(args, 0, "ACCOUNT_ID"));
      if (!a) throw new Error("No such account");
      const { api_key_hash: _a, web_key_hash: _w, ...rest } = a;
      print(args, rest, (v) => Object.entries(v).map(([k, x]) => `${k.padEnd(16)} ${x}`).join("\n"));
    },
  },
  "rotate-key": {
    summary: "Replace the API key (default), the web key (--web) or both (--both); old keys stop working at once",
    usage: "account rotate-key ACCOUNT_ID [--web|--both]",
    async run(args) {
      const id = requirePositional(args, 0, "ACCOUNT_ID");
      const both = Boolean(args.flags.both);
      const web = Boolean(args.flags.web);
      const keys = await rotateKeys(id, { api: both || !web, web: both || web });
      print(args, { account_id: id, ...(keys.apiKey ? { api_key: keys.apiKey } : {}), ...(keys.webApiKey ? { web_api_key: keys.webApiKey } : {}) }, (v) =>
        Object.entries(v).map(([k, x]) => `${k.padEnd(12)} ${x}`).join("\n") + "\n\nShown once; the previous key no longer works.",
      );
    },
  },
  disable: statusCommand("disabled", "Disable an account: all its keys are refused (error 101)"),
  enable: statusCommand("active", "Re-enable a disabled account"),
};
