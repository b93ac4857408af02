import { describe, expect, it } from "vitest";
import { handlerModule, routes } from "../../lambdas/contract/routes";

// The route table declares how each route authenticates (the stack and the OpenAPI document read it); each handler
// says it again to apiHandler. They must agree, route by route.
describe("each handler authenticates the way the route table says", () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_name, route) => {
    const mod = (await import(`../../lambdas/${handlerModule(route)}`)) as { handler: { auth?: string } };
    expect(mod.handler.auth).toBe(route.auth);
  });
});
