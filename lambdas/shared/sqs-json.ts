/**
 * JSON text for an SQS message body. Characters outside the Basic Multilingual Plane (emoji in a
 * merchant's product names, say) are written as `\uXXXX` surrogate escapes: the text then holds only
 * characters every SQS implementation accepts, and JSON.parse gives back exactly the same value.
 */
export function toSqsJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u{10000}-\u{10FFFF}]/gu, (c) => {
    const hi = c.charCodeAt(0).toString(16);
    const lo = c.charCodeAt(1).toString(16);
    return `\\u${hi}\\u${lo}`;
  });
}
