import type { Lexicon } from "./types";

export const fr: Lexicon = {
  language: "fr",
  months: ["janvier|janv", "février|fevrier|févr|fevr", "mars", "avril|avr", "mai", "juin", "juillet|juil", "août|aout",
    "septembre", "octobre", "novembre", "décembre|decembre|déc"],
  totals: {
    partialTotal: ["total hors", "total ht", "montant ht"],
    subtotal: ["sous-total", String.raw`articles?\s*:`],
    discount: ["remise", "r[ée]duction"],
    shipping: ["livraison", "frais de (?:port|livraison|d'envoi)"],
    tax: ["tva", "taxes? et frais", "dont tva"],
    tip: ["pourboire"],
    fee: ["frais de service", "frais de dossier"],
    grandTotal: ["total ttc", "montant total", "montant pay[ée]", "total [àa] payer"],
    totalWhole: ["montant"],
    totalWord: ["montant"],
    taxWord: ["tva"],
    charged: ["d[ée]bit[ée]", "pr[ée]lev[ée]"],
  },
  orderNumber: {
    order: ["num[ée]ro de commande", String.raw`commande\s*(?:n°|no|#)`, "n° de commande", "r[ée]f[ée]rence de commande"],
    booking: ["r[ée]f[ée]rence de (?:r[ée]servation|dossier)", "n° de r[ée]servation"],
    invoice: ["num[ée]ro de facture", String.raw`facture\s*(?:n°|no)`],
  },
  purchaseDate: ["date de (?:la )?commande", "command[ée]e? le", "commande effectu[ée]e le", String.raw`commande\s*:`, "date d'achat"],
  emailType: {
    order_confirmation: ["confirmation de (?:votre )?commande", "merci pour votre commande", "r[ée]capitulatif de (?:votre )?commande"],
    orderWords: ["commande"],
    shipping_confirmation: ["a [ée]t[ée] exp[ée]di[ée]e?", "confirmation d'exp[ée]dition"],
    delivery_confirmation: ["a [ée]t[ée] livr[ée]e?"],
    cancellation: ["annul[ée]e"],
    refund: ["remboursement"],
    travel_booking: ["vol ", "r[ée]servation"],
    payment_receipt: ["re[çc]u", "votre facture"],
  },
  notPurchase: ["code de v[ée]rification", "r[ée]initialiser votre mot de passe"],
  roles: {
    greeting: ["bonjour", "cher", "ch[èe]re", "madame", "monsieur"],
    navigation: ["voir (?:ma|la|votre) commande", "suivre (?:mon|le|votre) colis", "se d[ée]sinscrire", "aide"],
    payment: ["mode de paiement", "moyen de paiement", "pay[ée] avec"],
  },
  products: {
    attribute: ["de:", "vendu par", "[ée]tat", "taille", "couleur"],
    quantity: ["quantit[ée]", "qt[ée]"],
    itemLabel: ["produit", "article"],
  },
};
