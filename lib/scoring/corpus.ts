import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Label } from "./fields";

/** The ids of a corpus folder: every top-level `<id>.eml` that has an `<id>.json` label beside it, sorted. */
export function corpusIds(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith(".eml") && existsSync(join(dir, f.replace(/\.eml$/, ".json"))))
    .map((f) => f.replace(/\.eml$/, "")).sort();
}

export const readLabel = (dir: string, id: string): Label => JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")) as Label;
