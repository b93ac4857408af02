/** Answer of an endpoint whose implementation has not landed yet: a clear envelope, never a 5xx. */
import { ApiError } from "../domain/errors";
import { apiHandler, type AuthKind } from "./http";

export function notAvailableYet(auth: AuthKind, what: string) {
  return apiHandler(auth, async () => {
    throw new ApiError(100, `${what} is not available yet in this version of the service`);
  });
}
