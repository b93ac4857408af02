import { describe, expect, it } from "vitest";
import { handlerModule, routes } from "../../lambdas/contract/routes";

// Each handler file names the route it serves; the chain authenticates by the kind the route table declares for that
// route. A handler that named another route (and so another route's authentication) fails here.
describe("each handler serves the route whose file it is, and authenticates the way the route table says", () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_name, route) => {
    const mod = (await import(`../../lambdas/${handlerModule(route)}`)) as { handler: { route?: string; auth?: string } };
    expect(mod.handler.route).toBe(route.id);
    expect(mod.handler.auth).toBe(route.auth);
  });
});
