/**
 * jsdom, plus the Fetch API of Node (fetch, Request, Response, Headers, streams, text codecs,
 * AbortController), so components can be tested against a real HTTP server or a fetch stand-in.
 * Node's fetch only accepts Node's AbortSignal, hence those two are taken from Node as well.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

class DomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of fromNode) {
      if (globalThis[key] !== undefined) this.global[key] = globalThis[key];
    }
  }
}

module.exports = DomWithFetchEnvironment;
