/**
 * The layers of the project (README "Architecture"), checked by `npm run deps` in .ci/run:
 *   lib/ (CDK stacks, local runner, admin CLI, OpenAPI generator) may import lambdas/; nothing under lambdas/ imports
 *   lib/ (what both sides share is lambdas/contract/); the domain rules and the extraction engine are plain functions
 *   (no AWS SDK, no stores, nothing of the layers above them); only stores talk to DynamoDB and S3; no cycles.
 */
module.exports = {
  forbidden: [
    {
      name: "runtime-never-imports-infrastructure",
      comment: "lambdas/ is what runs in AWS; lib/ builds and runs it. What both need lives in lambdas/contract/.",
      severity: "error",
      from: { path: "^lambdas/" },
      to: { path: "^lib/" },
    },
    {
      name: "domain-and-extraction-are-plain-functions",
      comment: "Validation rules, cutoffs, aggregation, signing and the extraction engine: no AWS, no stores, no handlers or use cases.",
      severity: "error",
      from: { path: "^lambdas/(domain|extraction)/" },
      to: { path: "(^node_modules/@aws-sdk/|^node_modules/@aws-lambda-powertools/|^lambdas/(stores|http|jobs|delivery|forwarded|history|ops|workers|trust)/|^lambdas/shared/clients/)" },
    },
    {
      name: "only-stores-touch-dynamodb-and-s3",
      comment: "Tables and the bucket are reached through lambdas/stores/ alone.",
      severity: "error",
      from: { path: "^lambdas/", pathNot: "^lambdas/(stores|shared/clients)/" },
      to: { path: "(^node_modules/@aws-sdk/(client-dynamodb|lib-dynamodb|client-s3|s3-request-presigner)/|^lambdas/shared/clients/(dynamo|s3)\\.ts$)" },
    },
    {
      name: "no-cycles",
      severity: "error",
      from: { path: "^(lambdas|lib)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: false,
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".mjs", ".js", ".json"] },
  },
};
