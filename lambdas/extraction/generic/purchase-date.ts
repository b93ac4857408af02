import type { Context } from "../context";
import { findDate, parseTime } from "../dates";

const dateLabel = /\b(?:order(?:ed)? (?:placed|date)|date (?:of|de) (?:purchase|commande|la commande|pedido|compra)|placed on|ordered on|order date|purchase date|purchased on|booking date|date of booking|transaction date|invoice date|date issued|issued on|issue date|payment date|paid on|bestelldatum|bestellt am|datum der bestellung|rechnungsdatum|buchungsdatum|date de commande|command[ée]e? le|data (?:dell'ordine|ordine|di acquisto)|ordinato il|fecha (?:de(?:l)? pedido|de compra)|realizado el|order placed|ordered|aufgegeben am|bestellung vom|commande effectu[ée]e le|ordine effettuato il|pedido realizado el|(?:digitale? )?(?:order|bestellung|commande|ordine|pedido)\s*:|get[äa]tigte (?:[\w-]+ )?bestellung|date)\s*:?/i;

const day = 86_400_000;

/** The purchase date: a labelled date in the body, else an early body date not after the email, else the email's date. */
export function findPurchaseDate(ctx: Context): { date: string | null; time: string | null } {
  const emailDay = ctx.date ? ctx.date.getTime() : null;
  const plausible = (iso: string) => {
    if (emailDay === null) return true;
    const t = Date.parse(`${iso}T00:00:00Z`);
    return t <= emailDay + day && t >= emailDay - 400 * day;
  };
  const lines = ctx.lines;
  for (let i = 0; i < lines.length && i < 300; i++) {
    const m = dateLabel.exec(lines[i].text);
    if (!m) continue;
    const after = lines[i].text.slice(m.index);
    const d = findDate(after, ctx.dateOrder) ?? (lines[i + 1] ? findDate(lines[i + 1].text, ctx.dateOrder) : null);
    if (d && plausible(d.date)) return { date: d.date, time: parseTime(after.slice(d.index)) };
  }
  for (const line of lines.slice(0, 25)) {
    if (line.text.length > 200) continue;
    const d = findDate(line.text, ctx.dateOrder);
    if (d && emailDay !== null && plausible(d.date) && Date.parse(`${d.date}T00:00:00Z`) >= emailDay - 45 * day) {
      return { date: d.date, time: null };
    }
  }
  return { date: null, time: null };
}
