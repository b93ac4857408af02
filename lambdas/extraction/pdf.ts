/**
 * Text of PDF attachments (invoices and receipts sent as PDF), for the fields an email body lacks. pdf.js (Mozilla's
 * reader, pure JavaScript) is loaded on first use only, so only the functions that parse emails carry it.
 * Rows are rebuilt from the text items' positions: items on one baseline form one line, left to right, with a tab
 * where a wide gap separates columns (as the readers expect cells). Never throws: an encrypted, broken or too large
 * PDF gives no lines and the reason.
 */
export type PdfLimits = { maxBytes: number; maxPages: number; timeMs: number };
export type PdfText = { lines: string[]; reason: string | null };

export const defaultPdfLimits: PdfLimits = { maxBytes: 5 * 2 ** 20, maxPages: 8, timeMs: 4000 };

type TextItem = { str: string; transform: number[]; width: number; hasEOL?: boolean };

let pdfjs: Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")> | null = null;
function loadPdfJs() {
  pdfjs ??= keepingNativeBuiltIns(async () => {
    // the worker's code runs in this thread ("fake worker"): imported here so that bundlers include it
    // @ts-expect-error the worker module ships no type declarations; only its presence matters here
    const worker: unknown = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  });
  return pdfjs;
}

/**
 * pdf.js's legacy build carries core-js polyfills that replace two built-ins of the whole process with JavaScript
 * versions: `Array.prototype.push` (Node 20's V8 does not throw when pushing nothing onto an array whose length is
 * read-only) and `JSON.parse` (access to a value's source text). Once the first PDF was read, every push anywhere
 * (the MIME parser, the HTML walk, every reader) ran through the polyfill, about 2.4× slower. The native two are put
 * back after loading; what the polyfills add (`Promise.withResolvers`, the Set methods, iterator helpers) stays.
 */
async function keepingNativeBuiltIns<T>(load: () => Promise<T>): Promise<T> {
  const { push } = Array.prototype;
  const { parse } = JSON;
  try {
    return await load();
  } finally {
    Array.prototype.push = push;
    JSON.parse = parse;
  }
}

export async function pdfText(bytes: Uint8Array, limits: PdfLimits = defaultPdfLimits): Promise<PdfText> {
  if (bytes.byteLength > limits.maxBytes) return { lines: [], reason: `larger than ${limits.maxBytes} bytes` };
  if (!/^%PDF-/.test(Buffer.from(bytes.subarray(0, 1024)).toString("latin1").trimStart())) return { lines: [], reason: "not a PDF" };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PdfText>((resolve) => {
    timer = setTimeout(() => resolve({ lines: [], reason: `no text within ${limits.timeMs} ms` }), limits.timeMs);
  });
  try {
    return await Promise.race([read(bytes, limits), timeout]);
  } catch (e) {
    return { lines: [], reason: e instanceof Error ? e.name : "unreadable" };
  } finally {
    clearTimeout(timer);
  }
}

async function read(bytes: Uint8Array, limits: PdfLimits): Promise<PdfText> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, limits.maxPages); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(...rows(content.items.flatMap((i) => ("str" in i ? [i as TextItem] : []))));
      page.cleanup();
    }
    return { lines, reason: null };
  } finally {
    await task.destroy();
  }
}

/** Text items to lines: grouped by baseline (top to bottom), left to right, a tab across a wide gap. */
export function rows(items: TextItem[]): string[] {
  const byLine: Array<{ y: number; items: TextItem[] }> = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5];
    const line = byLine.find((l) => Math.abs(l.y - y) <= 2);
    if (line) line.items.push(item);
    else byLine.push({ y, items: [item] });
  }
  byLine.sort((a, b) => b.y - a.y);
  return byLine.map(({ items: row }) => {
    row.sort((a, b) => a.transform[4] - b.transform[4]);
    let text = "";
    let end = -Infinity;
    for (const item of row) {
      const x = item.transform[4];
      const size = Math.abs(item.transform[0]) || 10;
      if (text) text += x - end > size * 1.5 ? "\t" : x - end > size * 0.15 ? " " : "";
      text += item.str;
      end = x + item.width;
    }
    // a glyph the font maps to no character comes out as NUL: between letters or digits it is a hyphen in the
    // numbers such fonts print ("IN\0" + "27006041", "91189\0" + "4477"), elsewhere a space
    return text.replace(/(?<=[\p{L}\p{N}])\u0000(?=[\p{L}\p{N}])/gu, "-").replace(/\u0000/g, " ").replace(/[ ]{2,}/g, " ").trim();
  }).filter(Boolean);
}
