/**
 * Index keys that find everything stored for one user of an account (clear_history): gsi1 by the
 * email hash the client supplied, gsi2 by the client's user id. `sort` orders the items of one user.
 */
export function userIndexKeys(accountId: string, emailHash: string | null | undefined, clientUserId: string | null | undefined, sort: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (emailHash) Object.assign(out, { gsi1pk: `USERHASH#${accountId}#${emailHash.toLowerCase()}`, gsi1sk: sort });
  if (clientUserId) Object.assign(out, { gsi2pk: `USERID#${accountId}#${clientUserId}`, gsi2sk: sort });
  return out;
}

export const userHashPartition = (accountId: string, emailHash: string) => `USERHASH#${accountId}#${emailHash.toLowerCase()}`;
export const userIdPartition = (accountId: string, clientUserId: string) => `USERID#${accountId}#${clientUserId}`;
