/**
 * Synthesizes one stage's stack once (Lambda bundling skipped: assets are not what these tests pin) and
 * gives typed views of the template: resources by type, role policies, logical ids of constructs.
 */
import { Template } from "aws-cdk-lib/assertions";
import type { CfnElement } from "aws-cdk-lib";
import type { IConstruct } from "constructs";
import { testApp, type DeployedStage } from "../../lib/stack/app";
import type { ServiceStack } from "../../lib/stack/service-stack";

export interface CfnResourceJson {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export interface PolicyStatementJson {
  readonly Effect: "Allow" | "Deny";
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: unknown;
}

export interface Synthesized {
  readonly stack: ServiceStack;
  readonly template: Template;
  readonly json: { readonly Resources: Record<string, CfnResourceJson>; readonly Outputs: Record<string, unknown> };
  ofType(type: string): Array<[string, CfnResourceJson]>;
  logicalId(construct: IConstruct): string;
  /** Allow statements of the inline policies attached to a role (by the role's logical id). */
  statementsOfRole(roleLogicalId: string): PolicyStatementJson[];
}

export const actionsOf = (s: PolicyStatementJson): string[] => (Array.isArray(s.Action) ? s.Action : [s.Action]);
export const resourcesOf = (s: PolicyStatementJson): unknown[] => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]);

export function synthesize(stage: DeployedStage): Synthesized {
  const { stack } = testApp(stage);
  const template = Template.fromStack(stack);
  const json = template.toJSON() as Synthesized["json"];
  const ofType = (type: string): Array<[string, CfnResourceJson]> => Object.entries(json.Resources).filter(([, r]) => r.Type === type);
  return {
    stack,
    template,
    json,
    ofType,
    logicalId: (construct) => stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string,
    statementsOfRole: (roleLogicalId) =>
      ofType("AWS::IAM::Policy")
        .filter(([, p]) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleLogicalId })))
        .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement)
        .filter((s) => s.Effect === "Allow"),
  };
}
