import type { Lexicon } from "./types";

/** Hebrew (Israeli shops, invoicing services and delivery apps: orders, totals with VAT, tax-invoice receipts). */
export const he: Lexicon = {
  language: "he",
  purchaseDocument: ["חשבונית", "קבלה", "הזמנה"],
  months: ["ינואר", "פברואר", "מרץ|מרס", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"],
  totals: { free: ["חינם"], taxWord: ["מע[\"״]מ"], included: ["(?:המחירים |המחיר )?כוללי?ם?"],
    subtotal: ["סכום ביניים", "סה[\"״]כ ביניים", "סה[\"״]כ לפני מע[\"״]מ", "סך הכל לפני מע[\"״]מ"],
    discount: ["הנחה", "קוד קופון", "קופון"],
    shipping: ["דמי משלוח", "משלוח"],
    tax: ["מע[\"״]מ"],
    fee: ["דמי שירות"],
    grandTotal: ["סה[\"״]כ לתשלום", "סה[\"״]כ כולל מע[\"״]מ", "סך הכל לתשלום", "סך הכל", "סה[\"״]כ", "לתשלום"],
  },
  orderNumber: {
    order: ["מספר הזמנה", "הזמנה מס['׳]?"],
    invoice: ["חשבונית מס(?: קבלה)?", "מספר קבלה", "קבלה מס['׳]?"],
  },
  purchaseDate: ["תאריך הזמנה", "תאריך רכישה"],
  documentDate: ["תאריך"],
  emailType: {
    order_confirmation: ["אישור הזמנה", "תודה על הזמנתך", "הזמנתך התקבלה"],
    orderWords: ["הזמנה", "הזמנתך"],
    shipping_confirmation: ["ההזמנה (?:שלך )?נשלחה", "יצאה למשלוח", "בדרך אליך"],
    delivery_confirmation: ["ההזמנה (?:שלך )?נמסרה", "נמסרה בהצלחה"],
    cancellation: ["ההזמנה (?:שלך )?בוטלה", "ביטול הזמנה"],
    refund: ["החזר כספי", "זיכוי"],
    payment_receipt: ["חשבונית מס קבלה", "קבלה", "התשלום התקבל", "תודה על התשלום"],
  },
  products: { quantity: ["כמות"], summary: ["סה[\"״]כ", "סכום ביניים", "משלוח", "הנחה", "מע[\"״]מ"] },
};
