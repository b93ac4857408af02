/** Writes docs/openapi.yaml from the route table and lib/openapi (`npm run openapi`). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { documentPath, renderOpenApiYaml } from "../lib/openapi/document";

const target = fileURLToPath(new URL(`../${documentPath}`, import.meta.url));
writeFileSync(target, renderOpenApiYaml());
console.log(`wrote ${documentPath}`);
