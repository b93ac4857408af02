/**
 * Typed reads of the loosely typed EReceipt object (decisions.md §1) for webhooks and rewards. A field
 * that is missing or of the wrong type reads as null (or [] for lists): events never throw on a receipt.
 */
import { trustLevels, type TrustLevel } from "../extraction/schema";

export type Json = Record<string, unknown>;

function at(obj: unknown, path: string[]): unknown {
  let cur: unknown = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== "object" || Array.isArray(cur)) return undefined;
    cur = (cur as Json)[key];
  }
  return cur;
}

export function str(obj: unknown, ...path: string[]): string | null {
  const v = at(obj, path);
  return typeof v === "string" && v !== "" ? v : null;
}

export function num(obj: unknown, ...path: string[]): number | null {
  const v = at(obj, path);
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

export function list(obj: unknown, ...path: string[]): unknown[] {
  const v = at(obj, path);
  return Array.isArray(v) ? v : [];
}

export interface ReceiptFacts {
  receiptId: string;
  merchant: string | null;
  merchantDomain: string | null;
  orderNumber: string | null;
  orderStatus: string | null;
  emailType: string | null;
  isReceipt: boolean;
  total: number | null;
  currency: string | null;
  purchaseDate: string | null;
  productDescriptions: string[];
  shipments: number;
  hasShippingAddress: boolean;
  /** The trust verdict's level (null on a receipt from before trust was assessed) and the earlier receipt it duplicates. */
  trustLevel: TrustLevel | null;
  trustReasons: string[];
  duplicateOf: string | null;
}

export function receiptFacts(receipt: Json): ReceiptFacts {
  const address = at(receipt, ["shipping_address"]);
  return {
    receiptId: str(receipt, "receipt_id") ?? "",
    merchant: str(receipt, "merchant", "name"),
    merchantDomain: str(receipt, "merchant", "domain"),
    orderNumber: str(receipt, "order", "number"),
    orderStatus: str(receipt, "order", "status"),
    emailType: str(receipt, "email_type"),
    isReceipt: at(receipt, ["is_receipt"]) !== false,
    total: num(receipt, "totals", "total"),
    currency: str(receipt, "currency"),
    purchaseDate: str(receipt, "order", "purchase_date"),
    productDescriptions: list(receipt, "products")
      .map((p) => str(p, "description"))
      .filter((d): d is string => d !== null),
    shipments: list(receipt, "shipments").length,
    hasShippingAddress:
      address !== null && typeof address === "object" && Object.values(address as Json).some((v) => typeof v === "string" && v.trim() !== ""),
    trustLevel: trustLevelOf(str(receipt, "trust", "level")),
    trustReasons: list(receipt, "trust", "reasons").filter((r): r is string => typeof r === "string"),
    duplicateOf: str(receipt, "trust", "duplicate_of"),
  };
}

function trustLevelOf(value: string | null): TrustLevel | null {
  return trustLevels.find((l) => l === value) ?? null;
}
