/**
 * Email-masking relays (Firefox Relay, SimpleLogin, DuckDuckGo's, addy.io …) pass a shop's mail on under an address of
 * their own and print the original sender's address in the display name: `"admin@uber.com [via Relay]"
 * <x@mozmail.com>`, `"Uber - admin at uber.com" <x@simplelogin.co>`. The address in the name is the sender.
 */
const relayedName = /^(?:(.{1,60}?)\s+[-–|]\s+)?([\w.+-]{1,64})(?:@|\s+at\s+)([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?:\s*[[(][^\])]{1,30}[\])])?$/i;

export type Sender = { address: string | null; name: string | null };

/** The sender behind a relay's display name; the sender as given when the name prints no other domain's address. */
export function unrelayed(from: Sender): Sender {
  const m = from.name ? relayedName.exec(from.name.replace(/^["']|["']$/g, "").trim()) : null;
  if (!m) return from;
  const domain = m[3].toLowerCase();
  const own = from.address?.split("@")[1]?.toLowerCase();
  if (own === domain || own?.endsWith(`.${domain}`)) return from;
  return { address: `${m[2]}@${domain}`.toLowerCase(), name: m[1]?.trim() || null };
}
