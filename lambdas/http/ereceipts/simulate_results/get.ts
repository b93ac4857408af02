/** GET /ereceipts/simulate_results: a sample EReceipt array, returned or POSTed to the results endpoint. */
import { simulateQuerySchema } from "../../../domain/requests/simulate";
import { simulateRequestOf, simulateResults } from "../../../jobs/simulate-results";
import { endpoint } from "../../../shared/endpoint";

export const handler = endpoint("GetSimulateResults", { from: "query", schema: simulateQuerySchema }, async ({ account, input }) =>
  simulateResults(account.account_id, simulateRequestOf(input)));
