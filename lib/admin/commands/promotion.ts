import type { CommandGroup } from "../cli";
import { print, requirePositional, table, UsageError, options } from "../cli";
import { definePromotion } from "../../../lambdas/delivery/manage";
import { deletePromotion, findPromotion, listPromotions } from "../../../lambdas/stores/promotions";
import { listUserRewards } from "../../../lambdas/stores/rewards";

export const promotion: CommandGroup = {
  create: {
    summary: "Define a promotion: qualifying receipts earn the user a reward (RewardUpdate events)",
    usage: "promotion create ACCOUNT_ID --merchant NAME --reward AMOUNT [--min-total N] [--min-trust low|medium|high] [--keywords a,b] [--currency USD] [--title T]",
    async run(args) {
      const o = options(args);
      const p = await definePromotion({
        accountId: requirePositional({ ...args, positionals: o.positionals }, 0, "ACCOUNT_ID"),
        merchant: o.string("merchant"),
        reward: o.string("reward"),
        minTotal: o.string("min-total"),
        minTrust: o.string("min-trust"),
        keywords: o.string("keywords"),
        currency: o.string("currency"),
        title: o.string("title"),
      });
      print(args, p, (v) => Object.entries(v).map(([k, x]) => `${k.padEnd(14)} ${Array.isArray(x) ? x.join(", ") || "(any product)" : x ?? (k === "min_trust" ? "(any)" : "(receipt's)")}`).join("\n"));
    },
  },
  list: {
    summary: "List an account's promotions",
    usage: "promotion list ACCOUNT_ID",
    async run(args) {
      const o = options(args);
      const promos = await listPromotions(requirePositional({ ...args, positionals: o.positionals }, 0, "ACCOUNT_ID"));
      print(args, promos, (rows) =>
        table(rows.map((r) => ({ ...r, keywords: r.keywords.join(",") })), ["promo_id", "title", "merchant", "keywords", "min_total", "min_trust", "reward_amount", "currency"]),
      );
    },
  },
  delete: {
    summary: "Delete a promotion (rewards already earned stay)",
    usage: "promotion delete PROMO_ID",
    async run(args) {
      const o = options(args);
      const id = requirePositional({ ...args, positionals: o.positionals }, 0, "PROMO_ID");
      const p = await findPromotion(id);
      if (!p) throw new UsageError(`No promotion ${id}`);
      await deletePromotion(p.account_id, p.promo_id);
      print(args, { promo_id: id, deleted: true }, (v) => `${v.promo_id} deleted`);
    },
  },
  rewards: {
    summary: "Show a user's rewards",
    usage: "promotion rewards ACCOUNT_ID CLIENT_USER_ID",
    async run(args) {
      const o = options(args);
      const a = { ...args, positionals: o.positionals };
      const rewards = await listUserRewards(requirePositional(a, 0, "ACCOUNT_ID"), requirePositional(a, 1, "CLIENT_USER_ID"));
      print(
        args,
        rewards.map(({ last_payload: _p, ...r }) => r),
        (rows) => table(rows.map((r) => ({ ...r, promos: r.qualified_promos.map((p) => p.promo_id).join(",") })), ["reward_id", "order_key", "status", "reward_amount", "currency", "promos", "updated_at"]),
      );
    },
  },
};
