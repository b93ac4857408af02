import type { Lexicon } from "./types";

export const pt: Lexicon = {
  language: "pt",
  months: ["janeiro|jan", "fevereiro|fev", "março|marco|mar", "abril|abr", "maio|mai", "junho|jun", "julho|jul", "agosto|ago",
    "setembro|set", "outubro|out", "novembro|nov", "dezembro|dez"],
  totals: {
    subtotal: ["subtotal", "valor dos produtos", "total dos produtos", "total de itens"],
    discount: ["desconto", "cupom", "cup[ãa]o"],
    shipping: ["frete", "envio", "portes(?: de envio)?", "entrega"],
    tax: ["impostos?", "iva"],
    tip: ["gorjeta"],
    fee: ["taxa de servi[çc]o", "taxa de entrega"],
    grandTotal: ["valor total", "total do pedido", "total a pagar", "total pago", "valor pago"],
    totalWhole: ["valor"],
    charged: ["cobrado", "no valor de"],
  },
  orderNumber: {
    order: [String.raw`n[úu]mero do pedido`, String.raw`pedido\s*(?:n[.º°]*|#|:)`, String.raw`n[º°.]\s*do pedido`, "c[óo]digo do pedido"],
    booking: ["c[óo]digo de reserva", "localizador"],
    invoice: ["n[úu]mero da (?:nota|fatura)"],
  },
  documentDate: ["data de emiss[ãa]o", "data"],
  otherDate: ["entrega", "envio", "retirada", "vencimento", "chegada", "partida"],
  forward: { marker: ["Mensagem encaminhada"], original: ["Mensagem original"], from: ["De"], date: ["Data", "Enviado"], subject: ["Assunto"] },
  purchaseDate: ["data do pedido", "data da compra", "pedido realizado em", "realizado em"],
  emailType: {
    order_confirmation: ["confirma[çc][ãa]o (?:do|de) pedido", "obrigad[oa] (?:pela|por sua) (?:compra|encomenda)", "recebemos (?:o )?seu pedido",
      "pedido confirmado", "resumo do pedido", "encomenda confirmada"],
    orderWords: ["pedido", "encomenda"],
    shipping_confirmation: ["foi enviado", "pedido enviado", "a caminho", "foi despachad[oa]"],
    delivery_confirmation: ["foi entregue", "pedido entregue"],
    cancellation: ["cancelad[oa]"],
    refund: ["reembolso", "estorno"],
    payment_receipt: ["recibo", "pagamento (?:aprovado|confirmado)", "comprovante"],
  },
  roles: { greeting: ["ol[áa]", "oi", "prezad[oa]", "caro", "cara"], payment: ["forma de pagamento", "m[ée]todo de pagamento", "pago com"] },
  products: { quantity: ["quantidade", "qtd\\.?", "qtde\\.?"], attribute: ["vendido por", "tamanho", "cor:"] },
};
