import type { Lexicon } from "./types";

export const it: Lexicon = {
  language: "it",
  months: ["gennaio|gen", "febbraio", "marzo", "aprile", "maggio|mag", "giugno|giu", "luglio|lug", "agosto|ago",
    "settembre|set", "ottobre|ott", "novembre", "dicembre|dic"],
  totals: {
    partialTotal: ["totale iva esclusa"],
    subtotal: ["subtotale", "totale parziale"],
    discount: ["sconto", String.raw`cons\. senza fretta`],
    shipping: ["costi di spedizione", "spedizione"],
    tax: ["iva", String.raw`i\.v\.a`, "imposta", "di cui iva"],
    tip: ["mancia"],
    grandTotal: ["totale ordine", "totale complessivo", "importo totale"],
    totalWhole: ["totale", "importo"],
    totalWord: ["totale"],
    taxWord: ["iva"],
  },
  orderNumber: {
    order: ["numero (?:d'|dell')ordine", String.raw`ordine\s*(?:n[°.º]?|#)`],
    booking: ["codice (?:di )?prenotazione"],
    invoice: ["numero (?:di )?fattura"],
  },
  documentDate: ["data (?:della )?fattura", "data"],
  otherDate: ["consegna", "spedizione", "ritiro", "scadenza", "arrivo", "partenza"],
  trackingLabel: ["numero di tracciabilit[àa]", "numero di spedizione", "codice di tracciamento"],
  forward: { marker: ["Messaggio inoltrato"], begin: ["Inizio (?:messaggio|e-?mail) inoltrat[oa]:"], original: ["Messaggio originale"], from: ["Da"], date: ["Data", "Inviato"], subject: ["Oggetto"] },
  purchaseDate: ["data (?:dell'ordine|ordine|di acquisto)", "ordinato il", "ordine effettuato il", String.raw`ordine\s*:`],
  emailType: {
    order_confirmation: ["conferma (?:dell'|d')?ordine", "riepilogo (?:dell'|d')?ordine", "grazie per il tuo ordine"],
    orderWords: ["ordine"],
    shipping_confirmation: ["conferma spedizione", "stato spedito"],
    delivery_confirmation: ["consegna effettuata", "stato consegnato"],
    cancellation: ["annullato"],
    refund: ["rimborso"],
    travel_booking: ["prenotazione"],
    payment_receipt: ["ricevuta"],
  },
  roles: {
    greeting: ["ciao", "gentile", "buongiorno", "salve"],
    payment: ["metodo di pagamento", "pagato con"],
  },
  products: {
    marketing: ["articoli della lista"],
    attribute: ["di:", "venduto da", "condizione"],
    quantity: ["quantit[àa]"],
    itemLabel: ["articolo"],
  },
};
