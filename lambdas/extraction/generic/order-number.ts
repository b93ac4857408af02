import type { Line } from "../html-doc";

const label = /(?:order|confirmation|booking|reservation|invoice|receipt|transaction|reference|ref\.?|bestell|auftrags|commande|ordine|pedido|buchungs|record locator|pnr|confirmation code)\s*(?:number|no\.?|nr\.?|num[ée]ro|#|id|code|nummer)?\s*[:#]?\s*#?\s*([A-Z0-9][A-Z0-9-]{3,})/i;

/** An order/confirmation number printed next to its label, in a line or the line after. */
export function findOrderNumber(lines: Line[], subject: string): string | null {
  const fromSubject = label.exec(subject);
  if (fromSubject && /\d/.test(fromSubject[1])) return fromSubject[1];
  for (let i = 0; i < lines.length; i++) {
    const m = label.exec(lines[i].text);
    if (m && /\d/.test(m[1])) return m[1];
  }
  return null;
}
