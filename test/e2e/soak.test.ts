/**
 * The crash soak, short: jobs from the corpus through the local service while it is killed with SIGKILL and the
 * webhook receiver goes down; nothing accepted may be lost (npm run soak runs the long version and prints figures).
 */
import { describe, expect, it } from "vitest";
import { runSoak } from "../../bench/soak-run";

describe("crash soak", () => {
  it("loses no accepted job through SIGKILLs and receiver outages, and leaves nothing parked after the replay", async () => {
    const f = await runSoak({ jobs: 40, kills: 2, seed: 20261125, settleSeconds: 120 });
    expect(f.accepted).toBe(40);
    expect(f.kills).toBe(2);
    expect(f.lost).toEqual([]);
    expect(f.parkedAfterReplay).toBe(0);
    expect(f.completed + Object.values(f.errorsByCode).reduce((a, b) => a + b, 0)).toBe(40);
  }, 300_000);
});
