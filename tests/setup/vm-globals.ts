// The jsdom files run in vmThreads (one VM context per file in a kept worker, so jsdom and the
// libraries are not imported anew in a new process for every file). A VM context carries only
// the globals jsdom defines; Node's web streams and friends, which msw reads at import, are
// handed over from the worker's own realm when jsdom lacks them.
import * as streams from 'node:stream/web';
import { performance as nodePerformance } from 'node:perf_hooks';
import { BroadcastChannel, MessageChannel, MessagePort } from 'node:worker_threads';

const missing: Record<string, unknown> = {
  ReadableStream: streams.ReadableStream,
  WritableStream: streams.WritableStream,
  TransformStream: streams.TransformStream,
  TextEncoderStream: streams.TextEncoderStream,
  TextDecoderStream: streams.TextDecoderStream,
  BroadcastChannel,
  MessageChannel,
  MessagePort,
};
for (const [name, value] of Object.entries(missing)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
// jsdom's own performance object has now() but not the User Timing marks the list measures with.
if (typeof globalThis.performance?.mark !== 'function') {
  Object.defineProperty(globalThis, 'performance', { value: nodePerformance, writable: true, configurable: true });
}
