/**
 * npm run --silent parse -- FILE...
 * Prints one EReceipt JSON object per file, one per line, in input order. Errors go to stderr; a file that
 * cannot be parsed still yields a minimal object (is_receipt false) so line counts stay aligned.
 */
import { readFile } from "node:fs/promises";
import { parseReceiptEmail } from "../lambdas/extraction/index";
import { unparsedReceipt, withPlaceholders } from "../lambdas/extraction/placeholders";

const files = process.argv.slice(2).filter((a) => a !== "--");
if (files.length === 0) {
  process.stderr.write("usage: npm run --silent parse -- FILE...\n");
  process.exit(2);
}
for (const file of files) {
  let raw = Buffer.alloc(0);
  try {
    raw = await readFile(file);
    process.stdout.write(`${JSON.stringify(withPlaceholders(raw, await parseReceiptEmail(raw)))}\n`);
  } catch (err) {
    process.stderr.write(`${file}: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}\n`);
    process.stdout.write(`${JSON.stringify(unparsedReceipt(raw))}\n`);
  }
}
