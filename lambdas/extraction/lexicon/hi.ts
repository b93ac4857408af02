import type { Lexicon } from "./types";

/** Hindi (Indian marketplaces' notices in Devanagari: orders, totals, shipping and delivery). */
export const hi: Lexicon = {
  language: "hi",
  purchaseDocument: ["चालान", "रसीद", "ऑर्डर"],
  months: ["जनवरी", "फ़रवरी|फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर|सितम्बर", "अक्टूबर|अक्तूबर", "नवंबर|नवम्बर", "दिसंबर|दिसम्बर"],
  totals: { free: ["मुफ़्त", "मुफ्त"], taxWord: ["जीएसटी"],
    subtotal: ["उप-?योग", "सबटोटल"],
    discount: ["छूट", "डिस्काउंट"],
    shipping: ["डिलीवरी शुल्क", "शिपिंग शुल्क"],
    tax: ["जीएसटी"],
    fee: ["सुविधा शुल्क", "हैंडलिंग शुल्क"],
    grandTotal: ["कुल राशि", "कुल योग", "कुल भुगतान", "कुल"],
  },
  orderNumber: { order: ["ऑर्डर आईडी", "ऑर्डर नंबर", "ऑर्डर संख्या"] },
  purchaseDate: ["ऑर्डर की तारीख", "ऑर्डर तिथि"],
  otherDate: ["अनुमानित डिलीवरी"],
  emailType: {
    order_confirmation: ["ऑर्डर (?:कन्फर्म|पुष्ट|प्राप्त) (?:हो गया|हुआ|कर लिया)", "ऑर्डर करने के लिए धन्यवाद"],
    orderWords: ["ऑर्डर"],
    shipping_confirmation: ["शिप (?:हो गया|कर दिया गया)", "भेज दिया गया"],
    delivery_confirmation: ["डिलीवर (?:हो गया|कर दिया गया|किया गया)"],
    cancellation: ["रद्द (?:हो गया|कर दिया गया)"],
    refund: ["रिफंड", "धनवापसी"],
    payment_receipt: ["भुगतान (?:सफल|प्राप्त)", "रसीद"],
  },
  products: { quantity: ["मात्रा"], summary: ["कुल", "उप-?योग", "डिलीवरी", "छूट"] },
};
