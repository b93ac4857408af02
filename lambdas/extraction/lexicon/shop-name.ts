/**
 * A spaced dash and more than a branch after it ("Maison Lumière – dont éco-participation 1,50 €", "IBS.it - Internet
 * Bookshop Italia"): the name ends there; a branch of one or two capitalised words ending the text stays ("Burger Hub® -
 * Mokotów.").
 */
const dashedMore = String.raw` [–—-] (?!\p{Lu}[\p{L}'’®.-]*(?: \p{Lu}[\p{L}'’®.-]*)?\s*(?:[.!,]|$))`;
/**
 * A shop's name inside a sentence, as the lexicon's seller and parcel fragments capture it: up to `max` characters
 * (a dot only inside a word, "Amazon.de"), ended by one of `verbs` as a whole word in any script, by punctuation or by
 * the end of the text ("… de Burger Hub está en camino", "… envoyé par Boutique Lin est …"); no verbs: a labelled name
 * ("Venue: Sushi Bar Kaito") ends at punctuation, a spaced middle dot ("Gudang Gadget Official · Jakarta Barat") or the end.
 */
export const shopThen = (verbs: string, max = 50): string =>
  String.raw`(?<shop>(?:[^.,!?:|]|\.(?=\w)){2,${max}}?)(?=${verbs ? String.raw` (?:${verbs})(?![\p{L}\d])|` : ""}[,!?:|]|\.(?!\w)|${dashedMore}| · |$)`;
