import type { CommandGroup } from "../cli";
import { print, requirePositional, table, UsageError, options } from "../cli";
import { createWebhook } from "../../../lambdas/delivery/manage";
import {
  deleteSubscription,
  findSubscription,
  getResultsSecret,
  issueResultsSecret,
  listSubscriptions,
  revokeResultsSecret,
  rotateSubscriptionSecret,
  type Subscription,
} from "../../../lambdas/stores/subscriptions";

const secretNote = "The signing secret is shown only now; we store it encrypted. Hand it to the client securely.";

function view(s: Subscription) {
  return {
    webhook_id: s.webhook_id,
    account_id: s.account_id,
    url: s.url,
    event_types: s.event_types.length ? s.event_types : ["(all)"],
    headers: Object.keys(s.headers),
    signed: s.secret_sealed !== null,
    created_at: s.created_at,
    secret_rotated_at: s.secret_rotated_at,
  };
}

async function requireSubscription(id: string): Promise<Subscription> {
  const s = await findSubscription(id);
  if (!s) throw new UsageError(`No webhook subscription ${id}`);
  return s;
}

export const webhook: CommandGroup = {
  create: {
    summary: "Subscribe an endpoint to events; prints its id (the X-Webhook-ID) and signing secret once",
    usage: "webhook create ACCOUNT_ID --url URL [--events T1,T2] [--header 'Name: value']... [--unsigned]",
    async run(args) {
      const o = options(args);
      const accountId = requirePositional({ ...args, positionals: o.positionals }, 0, "ACCOUNT_ID");
      const url = o.string("url");
      if (!url) throw new UsageError("--url is required");
      const { subscription, secret } = await createWebhook({ accountId, url, eventTypes: o.string("events"), headers: o.strings("header"), signed: !o.bool("unsigned") });
      print(args, { ...view(subscription), signing_secret: secret }, (v) =>
        [
          `webhook_id       ${v.webhook_id}   (sent as X-Webhook-ID)`,
          `account_id       ${v.account_id}`,
          `url              ${v.url}`,
          `event_types      ${v.event_types.join(", ")}`,
          `headers          ${v.headers.join(", ") || "(none)"}`,
          `signing_secret   ${v.signing_secret ?? "(unsigned)"}`,
          ...(v.signing_secret ? ["", secretNote] : []),
        ].join("\n"),
      );
    },
  },
  list: {
    summary: "List an account's webhook subscriptions (never their secrets)",
    usage: "webhook list ACCOUNT_ID",
    async run(args) {
      const o = options(args);
      const subs = (await listSubscriptions(requirePositional({ ...args, positionals: o.positionals }, 0, "ACCOUNT_ID"))).map(view);
      print(args, subs, (rows) =>
        table(rows.map((r) => ({ ...r, event_types: r.event_types.join(","), headers: r.headers.join(",") })), ["webhook_id", "url", "event_types", "headers", "signed", "created_at"]),
      );
    },
  },
  delete: {
    summary: "Delete a subscription; its queued deliveries then fail as not allowed",
    usage: "webhook delete WEBHOOK_ID",
    async run(args) {
      const o = options(args);
      const s = await requireSubscription(requirePositional({ ...args, positionals: o.positionals }, 0, "WEBHOOK_ID"));
      await deleteSubscription(s.account_id, s.webhook_id);
      print(args, { webhook_id: s.webhook_id, deleted: true }, (v) => `${v.webhook_id} deleted`);
    },
  },
  "rotate-secret": {
    summary: "Issue a new signing secret (shown once); the old one stops signing at once",
    usage: "webhook rotate-secret WEBHOOK_ID",
    async run(args) {
      const o = options(args);
      const s = await requireSubscription(requirePositional({ ...args, positionals: o.positionals }, 0, "WEBHOOK_ID"));
      const secret = await rotateSubscriptionSecret(s.account_id, s.webhook_id);
      print(args, { webhook_id: s.webhook_id, signing_secret: secret }, (v) => `webhook_id       ${v.webhook_id}\nsigning_secret   ${v.signing_secret}\n\n${secretNote}`);
    },
  },
  "results-secret": {
    summary: "Issue (or replace) the signing secret of the account's results deliveries; --revoke removes it",
    usage: "webhook results-secret ACCOUNT_ID [--revoke|--status]",
    async run(args) {
      const o = options(args);
      const accountId = requirePositional({ ...args, positionals: o.positionals }, 0, "ACCOUNT_ID");
      if (o.bool("status")) {
        const s = await getResultsSecret(accountId);
        print(args, { account_id: accountId, signed: Boolean(s), issued_at: s?.issued_at ?? null }, (v) =>
          v.signed ? `results deliveries of ${v.account_id} are signed (secret issued ${v.issued_at})` : `results deliveries of ${v.account_id} are not signed`,
        );
        return;
      }
      if (o.bool("revoke")) {
        const removed = await revokeResultsSecret(accountId);
        print(args, { account_id: accountId, revoked: removed }, (v) => (v.revoked ? `results deliveries of ${v.account_id} are no longer signed` : "no results secret was issued"));
        return;
      }
      const secret = await issueResultsSecret(accountId);
      print(args, { account_id: accountId, signing_secret: secret }, (v) => `account_id       ${v.account_id}\nsigning_secret   ${v.signing_secret}\n\n${secretNote}`);
    },
  },
};
