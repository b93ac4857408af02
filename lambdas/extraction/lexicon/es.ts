import type { Lexicon } from "./types";

export const es: Lexicon = {
  language: "es",
  months: ["enero|ene", "febrero", "marzo", "abril|abr", "mayo", "junio", "julio", "agosto", "septiembre|setiembre", "octubre",
    "noviembre", "diciembre"],
  totals: {
    partialTotal: ["total sin"],
    subtotal: ["importe de (?:los )?productos", "art[íi]culos:", "productos:"],
    discount: ["descuento"],
    shipping: ["env[íi]o", "gastos de env[íi]o"],
    tax: ["iva", String.raw`i\.v\.a`, "impuestos?"],
    tip: ["propina"],
    grandTotal: ["importe total", "total a pagar", "total pagado"],
    totalWhole: ["importe"],
    totalWord: ["importe"],
    taxWord: ["iva"],
    charged: ["(?:se ha )?cobrado", "cargo de"],
  },
  orderNumber: {
    order: [String.raw`n(?:[úu]mero)? de pedido`, String.raw`pedido\s*(?:n[.º°]*|#)`],
    booking: ["localizador", "c[óo]digo de reserva"],
    invoice: ["n[úu]mero de factura"],
  },
  documentDate: ["fecha (?:de(?:la)? )?factura", "fecha"],
  otherDate: ["entrega", "env[íi]o", "recogida", "vencimiento", "llegada", "salida"],
  trackingLabel: ["n[úu]mero de seguimiento", "n[úu]mero de env[íi]o"],
  forward: { marker: ["Mensaje reenviado"], begin: ["Comienzo del (?:mensaje|correo) reenviado:"], original: ["Mensaje original"], from: ["De"], date: ["Fecha", "Enviado"], subject: ["Asunto"] },
  purchaseDate: ["fecha (?:de(?:l)? pedido|de compra)", "realizado el", "pedido realizado el", String.raw`pedido\s*:`],
  emailType: {
    order_confirmation: ["confirmaci[óo]n (?:de(?:l)? )?pedido", "gracias por tu pedido", "resumen del pedido"],
    orderWords: ["pedido"],
    shipping_confirmation: ["ha sido enviado", "confirmaci[óo]n de env[íi]o"],
    delivery_confirmation: ["ha sido entregado", "entregado"],
    cancellation: ["cancelado"],
    refund: ["reembolso"],
    travel_booking: ["reserva"],
    payment_receipt: ["recibo"],
  },
  roles: {
    greeting: ["hola", "estimad[oa]", "buenos d[íi]as"],
    payment: ["m[ée]todo de pago", "forma de pago", "pagado con"],
  },
  products: {
    attribute: ["vendido por"],
    quantity: ["cantidad"],
    itemLabel: [String.raw`art[íi]culo`],
  },
};
