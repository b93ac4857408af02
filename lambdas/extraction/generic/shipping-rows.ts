import { carrierOfDomain, carrierService } from "../carriers";
import type { Context } from "../context";
import type { Draft } from "../draft";

/**
 * "Fedex International Priority | 1 | $24.82", "JNE - Reguler | 0.4 kg | Rp 9.000": a shop that lists the carrier's
 * service among its item rows charges it as the shipping. Such a row is no item; its price is the shipping when no
 * shipping line was read. (A carrier's own shop, writing from its domain, sells under its name: left as items.)
 */
export function shippingServiceRows(ctx: Context, draft: Draft): void {
  const items = draft.products ?? [];
  if (items.length < 2 || carrierOfDomain(ctx.sender.domain ?? "")) return;
  const service = items.filter((p) => carrierService.test(p.description.trim()));
  if (service.length !== 1) return;
  draft.products = items.filter((p) => p !== service[0]);
  if (draft.shipping == null && service[0].totalMinor != null) draft.shipping = service[0].totalMinor;
}
