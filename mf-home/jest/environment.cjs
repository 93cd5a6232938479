/**
 * jsdom lacks fetch, Request and Response, which the request client (ky) needs. Node has them,
 * but they only accept Node's own AbortSignal, so this environment hands over Node's fetch
 * family together with its AbortController.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'AbortController',
      'AbortSignal',
      'structuredClone',
    ];
    for (const name of names) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
