/** GET /ereceipts/simulate_results: a sample EReceipt array, returned or POSTed to the results endpoint. */
import { simulateResults, validateSimulate } from "../../../jobs/simulate-results";
import { apiHandler, query } from "../../../shared/http";

export const handler = apiHandler("api-key", async ({ event, account }) => simulateResults(account.account_id, validateSimulate(query(event))));
