import { assemble, mergeDrafts, type LayeredDraft } from "./assemble";
import { classify } from "./classify";
import { buildContext } from "./context";
import { unwrapForward } from "./forward";
import { extractGeneric } from "./generic/index";
import { merchantFromSender } from "./merchant";
import { merchantExtractors } from "./merchants/registry";
import { parseMime } from "./mime";
import { extractSchemaOrg } from "./schema-org";
import type { ExtractedReceipt } from "./schema";

/** Raw EML to an ExtractedReceipt: MIME, forward unwrapping, then the layers most reliable first. */
export async function parseReceiptEmail(raw: Buffer | string, _options: { now?: Date } = {}): Promise<ExtractedReceipt> {
  const mail = await parseMime(raw);
  const ctx = buildContext(mail, unwrapForward(mail));
  const layers: LayeredDraft[] = [];
  const structured = extractSchemaOrg(ctx);
  if (structured) layers.push({ layer: "schema_org", template: null, draft: structured });
  const merchant = merchantExtractors.find((m) => m.matches(ctx));
  if (merchant) layers.push({ layer: "template", template: merchant.name, draft: merchant.extract(ctx) });
  layers.push({ layer: "generic", template: null, draft: extractGeneric(ctx) });
  const identity = merchantFromSender(ctx);
  layers.push({ layer: "header", template: null, draft: { merchantName: identity.name, intermediary: identity.intermediary } });
  const { draft, sources } = mergeDrafts(layers);
  const cls = classify(ctx, draft);
  if (!draft.purchaseDate && cls.isReceipt && ctx.localDay) draft.purchaseDate = ctx.localDay;
  const method = structured ? "schema_org" : merchant ? "template" : "generic";
  return assemble(ctx, draft, sources, cls, method, merchant?.name ?? null);
}
