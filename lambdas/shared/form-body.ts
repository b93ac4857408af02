/**
 * create_job's form body, form-encoded or multipart, and the middleware that parses it: its own module so that only
 * create_job bundles the multipart parser. Our own reader, not middy's form parsers: the contract refuses a repeated
 * field and a part beyond the limits, where those keep the last value, cut a field at 1 MB without saying so, and
 * copy fields into a plain object (a `__proto__` field would set its prototype). The parsed body replaces
 * `event.body`, as middy's parsers do.
 */
import busboy from "busboy";
import type middy from "@middy/core";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { lambdaEventMaxBytes } from "../contract/resources";
import { invalidInput } from "../domain/errors";
import { clientMap, header, mediaType, rawBody } from "./http";

/**
 * A form body as name → value: form-encoded, or multipart (a file part's bytes kept as they are, so an EML in
 * another charset than UTF-8 survives). A repeated name is error 100.
 */
export async function formBody(event: APIGatewayProxyEvent): Promise<Record<string, string | Buffer>> {
  const type = mediaType(event);
  if (type === "multipart/form-data") return multipartBody(event);
  if (type !== "application/x-www-form-urlencoded") {
    throw invalidInput("Content-Type must be application/x-www-form-urlencoded or multipart/form-data");
  }
  const params = new URLSearchParams(rawBody(event));
  const out = clientMap<string>();
  for (const [k, v] of params) {
    if (k in out) throw invalidInput(`field ${k} is given more than once`);
    out[k] = v;
  }
  return out;
}

/** Parts beyond what a request can carry are refused, not cut short (busboy's own default cuts a field at 1 MB). */
const multipartLimits = { fieldSize: lambdaEventMaxBytes, fileSize: lambdaEventMaxBytes, fields: 32, files: 4, parts: 36 };

function multipartBody(event: APIGatewayProxyEvent): Promise<Record<string, string | Buffer>> {
  const bytes = event.body ? Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8") : Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const out = clientMap<string | Buffer>();
    let failed = false;
    const fail = (message: string) => { if (!failed) { failed = true; reject(invalidInput(message)); } };
    const keep = (name: string, value: string | Buffer) => {
      if (name in out) fail(`field ${name} is given more than once`);
      else out[name] = value;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { "content-type": header(event, "content-type") ?? "" }, limits: multipartLimits });
    } catch {
      return fail("the multipart body has no boundary in its Content-Type");
    }
    parser.on("field", (name, value, info) => (info.valueTruncated ? fail(`field ${name} is too large`) : keep(name, value)));
    parser.on("file", (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(`field ${name} is too large`));
      stream.on("close", () => keep(name, Buffer.concat(chunks)));
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"]) parser.on(limit, () => fail("the multipart body has too many parts"));
    parser.on("error", () => fail("the multipart body could not be read"));
    parser.on("close", () => { if (!failed) resolve(out); });
    parser.end(bytes);
  });
}


export function formBodyParser(): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    before: async (request) => {
      (request.event as { body: unknown }).body = await formBody(request.event);
    },
  };
}
