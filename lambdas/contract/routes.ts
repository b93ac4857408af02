/**
 * The one route table. The CDK stack makes one Lambda per entry and the local server dispatches to the
 * same handler modules, so an endpoint exists here and nowhere else.
 *
 * The handler of `METHOD /a/b` lives in `lambdas/http/a/b/<method>.ts` and exports `handler`.
 */
export type HttpMethod = "GET" | "POST" | "DELETE";
export type AuthKind = "api-key" | "web-api-key";

export interface Route {
  /** Logical id, used for the Lambda's construct id. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthKind;
  readonly summary: string;
  /** Function timeout in seconds (API Gateway caps integrations at 29 s). */
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
}

export const routes: readonly Route[] = [
  { id: "PostConfig", method: "POST", path: "/ereceipts/config", auth: "api-key", summary: "Set the account configuration" },
  { id: "GetConfig", method: "GET", path: "/ereceipts/config", auth: "api-key", summary: "Get the account configuration" },
  { id: "GetRetailers", method: "GET", path: "/ereceipts/retailers", auth: "api-key", summary: "List configured retailers" },
  { id: "DeleteRetailers", method: "DELETE", path: "/ereceipts/retailers", auth: "api-key", summary: "Remove retailers" },
  { id: "PostCreateJob", method: "POST", path: "/ereceipts/create_job", auth: "api-key", summary: "Submit a raw email for parsing", memoryMb: 512 },
  { id: "PostUploadUrl", method: "POST", path: "/ereceipts/upload_url", auth: "api-key", summary: "Get a URL to upload an email too large for create_job's body" },
  { id: "PostReprocessJob", method: "POST", path: "/ereceipts/reprocess_job", auth: "api-key", summary: "Reprocess stored receipts" },
  { id: "GetStatus", method: "GET", path: "/ereceipts/status", auth: "api-key", summary: "Poll a job's status" },
  { id: "GetHealthCheck", method: "GET", path: "/ereceipts/health_check", auth: "api-key", summary: "Service health" },
  { id: "GetSimulateResults", method: "GET", path: "/ereceipts/simulate_results", auth: "api-key", summary: "Send or return a sample results payload", memoryMb: 512 },
  { id: "PostClearHistory", method: "POST", path: "/ereceipts/clear_history", auth: "api-key", summary: "Remove a user's stored data" },
  { id: "GetScrapedForwardedEmails", method: "GET", path: "/api/emails/scraped_forwarded_emails", auth: "web-api-key", summary: "Parsed forwarded emails in a time window" },
  { id: "GetScrapedForwardedStats", method: "GET", path: "/api/emails/scraped_forwarded_stats", auth: "web-api-key", summary: "Statistics of forwarded emails in a time window" },
];

/** Function settings of a route that names none (API Gateway caps integrations at 29 s). */
export const routeDefaults = { timeoutSeconds: 15, memoryMb: 256 } as const;

/** `lambdas/`-relative module of a route's handler, without extension. */
export function handlerModule(route: Pick<Route, "method" | "path">): string {
  return `http${route.path}/${route.method.toLowerCase()}`;
}

export function findRoute(method: string, path: string): Route | undefined {
  return routes.find((r) => r.method === method.toUpperCase() && r.path === path);
}

export function pathExists(path: string): boolean {
  return routes.some((r) => r.path === path);
}
