// jsdom hides some Node globals the shell server's dependencies (undici, fastify) need at load
// time; a test that runs the real server beside the client router imports this first.
import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
import { MessageChannel, MessagePort, BroadcastChannel } from 'node:worker_threads';

Object.assign(globalThis, { MessageChannel, MessagePort, BroadcastChannel });
if (typeof globalThis.setImmediate === 'undefined')
  Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
