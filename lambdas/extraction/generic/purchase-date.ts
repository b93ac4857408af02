import type { Context } from "../context";
import { findDate, findYearlessDate, parseTime } from "../dates";
import { bounded, words } from "../lexicon/index";
import { findAmounts } from "../money";

/** Labels of every language (lexicon/): the date an order was placed or paid first, a document's own date second. */
const dateLabels = [
  new RegExp(`${bounded(words((l) => l.purchaseDate))}\\s*:?`, "i"),
  new RegExp(`${bounded(words((l) => l.documentDate))}\\s*:?`, "i"),
];
/** A label of another date ("Delivery date", "Pickup date", "お届け日"): the words before the date label tell. */
const otherDate = new RegExp(bounded(words((l) => l.otherDate)), "i");

const day = 86_400_000;

/** The purchase date: a labelled date in the body, else an early body date not after the email, else the email's date. */
export function findPurchaseDate(ctx: Context): { date: string | null; time: string | null; labelled?: boolean } {
  const emailDay = ctx.date ? ctx.date.getTime() : null;
  const plausible = (iso: string) => {
    if (emailDay === null) return true;
    const t = Date.parse(`${iso}T00:00:00Z`);
    return t <= emailDay + day && t >= emailDay - 400 * day;
  };
  const lines = ctx.lines;
  for (const dateLabel of dateLabels) {
    for (let i = 0; i < lines.length && i < 300; i++) {
      const m = dateLabel.exec(lines[i].text);
      if (!m || otherDate.test(lines[i].text.slice(Math.max(0, m.index - 25), m.index + m[0].length))) continue;
      const after = lines[i].text.slice(m.index);
      // (the label's own date follows it closely: "Das Rechnungsdatum entspricht dem Lieferdatum. Stand der AGB: 01.12.2019"
      // is a sentence about the label, its date another's)
      const near = findDate(after, ctx.dateOrder);
      const d = (near && near.index <= m[0].length + 30 ? near : null) ?? (lines[i + 1] ? findDate(lines[i + 1].text, ctx.dateOrder) : null);
      if (d && plausible(d.date)) return { date: d.date, time: parseTime(after.slice(d.index)), labelled: true };
      // ("Ordered | Today at 4:41 PM": the day the email was written, where that clock time falls on it)
      const relative = !d ? todayAt(after.slice(m[0].length, m[0].length + 40), ctx.date, ctx.localDay) : null;
      if (relative) return { date: relative.date, time: relative.time, labelled: true };
      // ("Order placed: Fri, Dec 29" in a mail of 2 January: the year the email's day gives it)
      const yearless = !d && ctx.localDay ? findYearlessDate(after.slice(m[0].length, m[0].length + 40), ctx.localDay) : null;
      if (yearless && plausible(yearless.date)) return { date: yearless.date, time: parseTime(after.slice(m[0].length + yearless.index)), labelled: true };
    }
  }
  for (const [k, line] of lines.slice(0, 25).entries()) {
    if (line.text.length > 200) continue;
    const d = findDate(line.text, ctx.dateOrder);
    // "Scheduled Delivery: Thursday, 05/16/2024", "Pickup: Wed 10 Apr": another date's label before it
    if (d && otherDate.test(line.text.slice(Math.max(0, d.index - 40), d.index))) continue;
    // ... or opening the line under it, which prints no date of its own: "May 22, 2021" / "Check-in is 3:00 PM - 10:00 PM"
    const under = lines[k + 1]?.text ?? "";
    if (d && otherDate.exec(under)?.index === 0 && !findDate(under, ctx.dateOrder)) continue;
    // "£75.59 - 2018-08-13 06:30: Long Stay Car Park": a date on a priced row is the item's (the day booked), not the order's
    if (d && findAmounts(line.text, ctx.amountHint).some((a) => a.marked)) continue;
    // (a body kept without its headers has no day to check against: its first date stands)
    if (d && (emailDay === null || (plausible(d.date) && Date.parse(`${d.date}T00:00:00Z`) >= emailDay - 45 * day))) {
      return { date: d.date, time: null };
    }
  }
  return { date: null, time: null };
}

/** "Today", "heute", "aujourd'hui" right after a date's label (lexicon/ today). */
const today = new RegExp(String.raw`^[\s:|,-]*${bounded(words((l) => l.today), { before: true, after: true })}`, "iu");
/**
 * "Today at 4:41 PM" in an email sent at 00:41 UTC: the day of the sender's own clock, whose offset from UTC (-12 to
 * +14 hours) the printed time gives, so the evening before in the Americas; the email's local day without a time.
 */
function todayAt(text: string, sent: Date | null, localDay: string | null): { date: string; time: string | null } | null {
  const m = today.exec(text);
  if (!m || !localDay) return null;
  const time = parseTime(text.slice(m[0].length, m[0].length + 20));
  if (!time || !sent) return { date: localDay, time };
  const utc = sent.getUTCHours() * 60 + sent.getUTCMinutes();
  const clock = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const offsets = [clock - utc, clock - utc - 1440, clock - utc + 1440].filter((o) => o >= -720 && o <= 840);
  if (!offsets.length) return { date: localDay, time };
  const offset = offsets.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
  return { date: new Date(sent.getTime() + offset * 60_000).toISOString().slice(0, 10), time };
}
