/** What the HTTP chain's middlewares hand to the endpoint, on the Lambda context of the invocation. */
import type { Context } from "aws-lambda";
import type { Account } from "../../stores/accounts";

export interface ApiContext extends Context {
  /** Set by authentication. */
  account?: Account;
  /** The request's input as its schema outputs it, set by validation. */
  input?: unknown;
}
