/**
 * npm run soak -- [--jobs 1000] [--kills 5] [--seed N] [--concurrency 8] [--settle 180]
 * The crash soak (bench/soak-run.ts): jobs from the corpus through the local service, killed with SIGKILL at random
 * moments while the webhook receiver goes down now and then; prints what was accepted, completed, delivered once or
 * more, in error by code, and lost. Prints figures; exits 2 when a job was lost or a delivery stayed parked.
 */
import { parseArgs } from "node:util";
import { runSoak } from "./soak-run";

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "1000" },
    kills: { type: "string", default: "5" },
    seed: { type: "string" },
    concurrency: { type: "string", default: "8" },
    settle: { type: "string", default: "180" },
  },
  strict: true,
});
const int = (name: string, raw: string, min: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer of at least ${min}, got ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return n;
};
const seed = values.seed ? int("seed", values.seed, 1) : Math.floor(Math.random() * 2 ** 31);
console.log(`soak: ${values.jobs} jobs, ${values.kills} kills, seed ${seed}`);
const f = await runSoak({
  jobs: int("jobs", values.jobs, 1), kills: int("kills", values.kills, 0), seed,
  concurrency: int("concurrency", values.concurrency, 1), settleSeconds: int("settle", values.settle, 10),
  log: (m) => console.log(`  ${m}`),
});
console.log([
  "",
  `accepted                 ${f.accepted}`,
  `completed                ${f.completed}`,
  `delivered once           ${f.deliveredOnce}`,
  `delivered more than once ${f.deliveredMoreThanOnce}`,
  `in error, by code        ${JSON.stringify(f.errorsByCode)}`,
  `lost                     ${f.lost.length}${f.lost.length ? ` (jobs ${f.lost.slice(0, 20).join(", ")}${f.lost.length > 20 ? ", …" : ""}; ${f.open} still open)` : ""}`,
  `kills                    ${f.kills}`,
  `receiver down periods    ${f.receiverDownPeriods}`,
  `replayed from the DLQ    ${f.replayed} (left parked: ${f.parkedAfterReplay})`,
  `time                     ${f.seconds} s`,
].join("\n"));
process.exit(f.lost.length > 0 || f.parkedAfterReplay > 0 ? 2 : 0);
