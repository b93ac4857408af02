/**
 * Bundled in place of `@smithy/core/event-streams` (lib/stack/bundling.ts): the S3 client's configuration imports it
 * for operations that stream events (S3 Select), which no function calls, and it is ~15 KB of every bundle that uses
 * S3. The client's set-up still runs as the SDK's own (`resolveEventStreamSerdeConfig` is the same one line); an
 * operation that really streamed events would fail loudly here, never silently.
 */
const notBundled = (): never => {
  throw new Error("AWS event streams are not bundled in this function (lib/stack/bundling.ts)");
};

type EventStreamConfig = { eventStreamSerdeProvider: (config: unknown) => unknown };

export const eventStreamSerdeProvider = (): { serialize: () => never; deserialize: () => never } =>
  ({ serialize: notBundled, deserialize: notBundled });

export const resolveEventStreamSerdeConfig = <T extends EventStreamConfig>(input: T): T & { eventStreamMarshaller: unknown } =>
  Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

export class EventStreamSerde {
  constructor() {
    notBundled();
  }
}
