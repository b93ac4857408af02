import type { DraftPayment } from "../draft";
import type { Line } from "../html-doc";
import { alt, bounded, words } from "../lexicon/index";
import { findAmounts, type CurrencyHint } from "../money";
import { amountOnly } from "./total-labels";

const brands: Array<[RegExp, string]> = [
  [/\bvisa\b/i, "Visa"], [/\bmaster\s?card\b|\bmc\b/i, "Mastercard"], [/\bamerican express\b|\bamex\b/i, "American Express"],
  [/\bdiscover\b/i, "Discover"], [/\bjcb\b/i, "JCB"], [/\bdiners\b/i, "Diners Club"], [/\bmaestro\b/i, "Maestro"],
  [/\bunion\s?pay\b/i, "UnionPay"], [/\bgirocard\b|\bec-karte\b/i, "Girocard"], [/\bstore card\b/i, "Store Card"], [/\bcarte bancaire\b|\bcb\b/i, "Carte Bancaire"],
];
const wallets: Array<[RegExp, string]> = [
  [/\bapple pay\b/i, "Apple Pay"], [/\bgoogle pay\b/i, "Google Pay"], [/\bpaypal\b/i, "PayPal"],
  [/\bvenmo balance\b/i, "Venmo"], [/\bgift card\b/i, "Gift Card"], [/\bideal\b/i, "iDEAL"], [/\bklarna\b/i, "Klarna"],
  [/\bupi\b/i, "UPI"], [/\bpix\b/i, "Pix"], [/\bpaypay\b/i, "PayPay"], [/\bgopay\b/i, "GoPay"], [/\bovo\b/i, "OVO"], [/\bshopeepay\b/i, "ShopeePay"], [/\bgcash\b/i, "GCash"], [/微信支付|\bwechat\s?pay\b/i, "WeChat Pay"], [/支付宝|支付寶|\balipay\b/i, "Alipay"],
];
/** Card brands as a regex alternation, and the same with the wallets a total's payment line may name instead. */
export const cardBrandWords = String.raw`visa|master\s?card|amex|american express|discover`;
export const cardOrWalletWords = String.raw`${cardBrandWords}|apple pay|google pay|paypal`;
/** Payment words of every language (lexicon/). */
const pay = (key: "endingIn" | "endingPreposition" | "lastDigits" | "card" | "paid" | "bankAccount") => alt(words((l) => l.payments?.[key]));
const ending = pay("endingIn");
const preposition = pay("endingPreposition");
const paymentContext = new RegExp(`${pay("card")}|${pay("paid")}`, "i");
const paidLine = new RegExp(pay("paid"), "i");
const bankAccount = new RegExp(String.raw`\b${pay("bankAccount")}\b`, "i");
const loyaltyCard = new RegExp(bounded(words((l) => l.payments?.loyaltyCard), { before: true, after: true }), "i");
const last4Patterns = [
  new RegExp(String.raw`${ending}\s*${preposition}?\s*[:\-]?\s*[*•xX.·\s-]*(\d{4})\b`, "i"),
  new RegExp(String.raw`${pay("lastDigits")}\s*:?\s*(\d{4})\b`, "i"),
  /(?:[*•xX·#]{2,}[\s-]?){1,4}(\d{4})\b/, // "Nr. ###############0134 0000" on a card slip too
  new RegExp(String.raw`\b(?:${cardBrandWords}|jcb|maestro)\b[^\d\n]{0,12}-\s?(\d{4})\b`, "i"),
  // "American Express *8128", "Amex x-8128", "Visa 4864 (Contactless)", "VISA ...4821"
  new RegExp(String.raw`\b(?:${cardBrandWords}|jcb|maestro)\s*(?:[*•·]|x-?|\.{2,4}|…)?\s?(\d{4})\b(?![\d/.,-]|\s*[xX*•]{2,})`, "i"), // not the first four of "3757 xxxx xxxx 013"
];
const lastFour = (text: string): string | null => {
  for (const re of last4Patterns) {
    const m = re.exec(text);
    if (m) return m[1];
  }
  return null;
};

const endingWord = new RegExp(ending, "i");
/** "saved you $3.99", "you save", "Ersparnis": a saving is no payment's amount, in every language (lexicon/ payments.saved). */
const savedWords = new RegExp(bounded(words((l) => l.payments?.saved), { before: true }), "iu");
/** "ending in" at the end of a line, its four digits alone on the next ("Payment: AMEX / ending in / 8128"). */
const endingAtEnd = new RegExp(String.raw`${ending}\s*${preposition}?\s*:?\s*$`, "i");

/** The amount of a line that is an amount alone ("$42.29"; "Total: $42.29" is no such line). */
const loneAmount = (line: Line | undefined, currencyHint: CurrencyHint) =>
  line && amountOnly.test(line.text.trim()) ? findAmounts(line.text, currencyHint) : [];

/** Card brand and last four digits, from lines like "Visa ending in 1234" or "Mastercard ••••1234". */
export function findPayments(lines: Line[], currencyHint: CurrencyHint): DraftPayment[] {
  const out: DraftPayment[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    // (a paragraph too long for a payment line may hold one in a sentence: "The credit card ending in 6545 is currently
    // your default payment method …")
    const long = lines[i].text.length > 300;
    const text = long ? lines[i].text.split(/(?<=[.!?])\s+/).find((t) => t.length <= 300 && /\d{4}/.test(t) && endingWord.test(t)) ?? "" : lines[i].text;
    if (!text) continue;
    // every form of a card's last four has four digits in the line, or ends it with "ending in" before them
    const digits = /\d{4}/.test(text);
    if ((!digits && !endingAtEnd.test(text)) || loyaltyCard.test(text)) continue;
    let last4 = lastFour(text);
    // "Payment method  [Mastercard logo] - 5512": the brand is an image's title, the digits follow it in the cell
    const logo = lines[i].titles?.map((t) => brands.find(([re]) => re.test(t))?.[1]).find(Boolean) ?? null;
    if (!last4 && logo) last4 = lines[i].cells.map((c) => lastFour(`${logo} ${c}`)).find(Boolean) ?? null;
    if (!last4 && endingAtEnd.test(text)) last4 = /^\s*[*•xX]*\s?(\d{4})\s*$/.exec(lines[i + 1]?.text ?? "")?.[1] ?? null;
    if (!last4) continue;
    const context = `${lines[i - 1]?.text ?? ""} ${text}`;
    const brand = brands.find(([re]) => re.test(text))?.[1] ?? logo ?? brands.find(([re]) => re.test(context))?.[1] ?? null;
    const bank = !brand && bankAccount.test(context);
    if (!brand && !bank && !paymentContext.test(context)) continue;
    const key = `${brand}|${last4}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // ("Charged to Discover ending in 6011 · Grubhub+ saved you $3.99": never a saving beside the card; "Paid with Visa
    // ending in 4242 · $18.00": the amount may stand in a part of its own)
    const parts = text.split(/\s[·|•]\s|(?<=[.!])\s+(?=\p{Lu})/u);
    const own = findAmounts(parts.find((t) => t.includes(last4)) ?? text, currencyHint);
    let amounts = own.length > 0 ? own : parts.filter((t) => !savedWords.test(t)).flatMap((t) => findAmounts(t, currencyHint));
    // ("$42.29" / "Card ending in 6505 was charged."): the sum alone on the line right above a charge that prints none
    if (amounts.length === 0 && paidLine.test(text) && !long) amounts = loneAmount(lines[i - 1], currencyHint);
    out.push({ method: bank ? "bank account" : "card", cardType: brand, last4, amountMinor: amounts.length ? Math.abs(amounts[amounts.length - 1].minor) : null });
  }
  if (out.length === 0) {
    for (const line of lines) {
      if (line.text.length > 120 || !paidLine.test(line.text)) continue;
      const brand = brands.find(([re]) => re.test(line.text))?.[1];
      const wallet = wallets.find(([re]) => re.test(line.text))?.[1];
      if (brand || wallet) { out.push({ method: wallet ? wallet : "card", cardType: brand ?? null, last4: null, amountMinor: null }); break; }
    }
  }
  return out;
}
