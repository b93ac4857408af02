import { describe, expect, it } from "vitest";
import { languages } from "../../lambdas/extraction/lexicon/index";
import { labelKey, matchTotalLabel } from "../../lambdas/extraction/generic/total-labels";

// The lexicon is the one place a language's words live (lexicon/<language>.ts): adding a language is adding one file.
describe("the lexicon", () => {
  it("gives every language the words the readers need: totals, order labels, email types, summary rows", () => {
    for (const l of languages) {
      expect(l.totals?.grandTotal?.length ?? 0, `${l.language}: grand-total labels`).toBeGreaterThan(0);
      expect(Object.values(l.orderNumber ?? {}).flat().length, `${l.language}: order-number labels`).toBeGreaterThan(0);
      expect(Object.keys(l.emailType ?? {}).length, `${l.language}: email-type phrases`).toBeGreaterThan(0);
      expect(l.products?.summary?.length ?? 0, `${l.language}: summary-row words`).toBeGreaterThan(0);
    }
  });

  it("gives every language twelve months, one entry a month (its spellings joined by '|')", () => {
    for (const l of languages) if (l.months) expect(l.months, l.language).toHaveLength(12);
  });

  it("has every fragment compile as a regular expression", () => {
    const fragments = (v: unknown): string[] =>
      typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(fragments) : v && typeof v === "object" ? Object.values(v).flatMap(fragments) : [];
    for (const l of languages) {
      for (const f of fragments({ ...l, language: undefined })) expect(() => new RegExp(f, "iu"), `${l.language}: ${f}`).not.toThrow();
    }
  });
});

// The common totals labels of shops' emails, written out by hand in every language the lexicon knows: each reads as its
// kind ("Frais d'envoi" once read as nothing, the lexicon having "frais de d'envoi"; "İndirim" lowercases with a dot).
describe("common totals labels in every language", () => {
  const want: Record<string, string[]> = {
    shipping: ["Frais d'envoi", "Frais de port", "Livraison", "Versandkosten", "Versand", "Lieferkosten", "Spese di spedizione", "Spedizione", "Gastos de envío", "Envío", "Costo de envío", "Verzendkosten", "Bezorgkosten", "Portes", "Custo de envio", "Frete", "Koszt dostawy", "Dostawa", "Wysyłka", "Doprava", "Poštovné", "Fragt", "Frakt", "Porto", "Leveranse", "Toimitus", "Toimituskulut", "Szállítási díj", "Szállítás", "Kargo", "Kargo ücreti", "Доставка", "Μεταφορικά", "Έξοδα αποστολής", "送料", "运费", "배송비", "Shipping & Handling", "Postage & Packing", "P&P", "Delivery charge", "Delivery", "Carriage", "Shipping", "Livrare", "Transport", "Ongkos kirim", "Phí vận chuyển"],
    total: ["Montant total", "Total TTC", "Total à payer", "Net à payer", "Totale ordine", "Totale", "Importe total", "Total a pagar", "Totaalbedrag", "Totaal", "Gesamtbetrag", "Gesamtsumme", "Summe", "Razem do zapłaty", "Do zapłaty", "Celkem k úhradě", "Celkem", "I alt", "Totalt", "Total att betala", "Yhteensä", "Összesen", "Fizetendő", "Toplam", "Genel toplam", "Итого", "Всего", "К оплате", "Σύνολο", "Πληρωτέο", "合計", "总计", "총 결제금액", "Grand Total", "Order Total", "Amount paid", "Total a pagar", "Valor total", "Total do pedido", "Totale da pagare", "Total pagado", "Total paid", "Total charged", "Jumlah", "Tổng cộng", "Total (incl. VAT)"],
    subtotal: ["Sous-total", "Zwischensumme", "Subtotale", "Subtotal", "Subtotaal", "Suma częściowa", "Mezisoučet", "Delsumma", "Subtotal produse", "Välisumma", "Részösszeg", "Ara toplam", "Промежуточный итог", "Μερικό σύνολο", "小計", "小计", "Item subtotal", "Merchandise total", "Items total", "Warenwert", "Total produits", "Totale prodotti", "Total productos", "Total artikelen", "Wartość produktów", "Cena zboží"],
    tax: ["TVA", "MwSt.", "IVA", "BTW", "VAT", "GST", "HST", "Sales Tax", "Moms", "MVA", "ALV", "ÁFA", "KDV", "НДС", "ΦΠΑ", "消費税", "부가세", "PPN", "Thuế GTGT", "DPH", "PDV", "TVA 20%", "USt.", "Umsatzsteuer", "Estimated tax", "Tax"],
    discount: ["Remise", "Rabatt", "Sconto", "Descuento", "Korting", "Rabat", "Sleva", "Alennus", "Kedvezmény", "İndirim", "Скидка", "Έκπτωση", "割引", "할인", "Gutschein", "Code promo", "Cupón", "Coupon", "Discount", "Promo code", "Réduction", "Desconto", "Voucher", "Promotion"],
  };
  it.each(Object.entries(want))("reads every %s label as one", (key, list) => {
    const wrong = list.filter((l) => matchTotalLabel(labelKey(l))?.key !== key);
    expect(wrong).toEqual([]);
  });
});

// The same labels with a service, a rate or a code in brackets ("Delivery (Standard, 2-4 working days):" once read as nothing).
describe("totals labels with a note in brackets", () => {
  const labels = ["Postage (Royal Mail 2nd Class):", "Shipping (UPS Ground):", "Delivery charge (next day):", "Carriage (DPD):", "P&P (Royal Mail):", "Versand (DHL Paket):", "Versandkosten (DPD):", "Lieferung (Hermes):", "Livraison (Colissimo) :", "Frais de port (Chronopost) :", "Spedizione (BRT):", "Spese di spedizione (GLS):", "Envío (Correos Express):", "Gastos de envío (SEUR):", "Verzending (PostNL):", "Verzendkosten (DHL):", "Dostawa (InPost Paczkomat):", "Frete (Sedex):", "Frakt (PostNord):", "Fragt (GLS):", "Toimitus (Posti):", "Doprava (Zásilkovna):", "Доставка (СДЭК):", "Kargo (Yurtiçi):", "Shipping & Handling (FedEx 2Day):", "Delivery (Express):", "Tax (8.875%):", "Sales Tax (CA 7.25%):", "VAT (20%):", "MwSt. (19%):", "TVA (20 %) :", "IVA (21%):", "GST (10%):", "Discount (SUMMER10):", "Rabatt (WILLKOMMEN10):", "Remise (BIENVENUE) :", "Descuento (VERANO):", "Tip (15%):", "Service charge (12.5%):"];
  const kind = (l: string) => (/tax|vat|mwst|tva|iva|gst/i.test(l) ? "tax" : /discount|rabatt|remise|descuento/i.test(l) ? "discount" : /tip/i.test(l) ? "tip" : /service charge/i.test(l) ? "fee" : "shipping");
  it("reads every one as its kind", () => {
    expect(labels.filter((l) => matchTotalLabel(labelKey(l))?.key !== kind(l))).toEqual([]);
  });
});

// English and other shipping labels as shops word them ("Home delivery:", "UK Delivery:", "Freight:", "Total shipping:").
describe("shipping labels in their many wordings", () => {
  const labels = ["Shipping to Canada:", "Delivery to home:", "Postage to UK:", "Standard Shipping (3-5 days)", "Home delivery:", "Next day delivery:", "Shipping & handling:", "Shipping and Handling Charges:", "Delivery fee:", "Delivery charges:", "Delivery & handling:", "Delivery cost:", "UK Delivery:", "Free delivery:", "International shipping:", "Express delivery:", "Standard delivery:", "Shipping method: Standard", "Courier:", "Freight:", "Shipping Total:", "Total shipping:", "Total delivery:", "Versandkosten gesamt:", "Frais de livraison :", "Livraison à domicile :", "Spese di consegna:", "Gastos de envío:", "Envío a domicilio:", "Verzendkosten:", "Bezorgkosten:"];
  it("reads every one as the shipping", () => {
    expect(labels.filter((l) => matchTotalLabel(labelKey(l))?.key !== "shipping")).toEqual([]);
  });
});

// Tax and discount labels as English shops word them ("Bundle savings:", "Multi-buy saving:", "Special offer:").
describe("tax and discount labels in their many wordings", () => {
  const tax = ["Sales tax:", "Estimated tax:", "Tax:", "State tax:", "City tax:", "County tax:", "GST:", "HST:", "PST:", "VAT:", "Tax total:", "Total tax:", "Tax (estimated):", "Taxes:", "Estimated Sales Tax:", "Sales Tax (8.25%):", "Tax Amount:", "VAT amount:", "Total VAT:", "VAT 20%:", "GST/HST:", "QST:", "Consumption tax:"];
  const discount = ["Coupon:", "Promo code SAVE10:", "Promotion applied:", "Discount applied:", "Your savings:", "You saved:", "Member discount:", "Loyalty discount:", "Voucher:", "Order discount:", "Shipping discount:", "Bundle savings:", "Multi-buy saving:", "Promo:", "Coupon code WELCOME:", "Discount code:", "Offer:", "Special offer:", "Sale discount:", "Savings:"];
  it("reads every one as its kind", () => {
    expect(tax.filter((l) => matchTotalLabel(labelKey(l))?.key !== "tax")).toEqual([]);
    expect(discount.filter((l) => matchTotalLabel(labelKey(l))?.key !== "discount")).toEqual([]);
  });
});
