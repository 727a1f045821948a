import { TestEnvironment } from 'jest-environment-jsdom';

type Config = ConstructorParameters<typeof TestEnvironment>[0];
type Context = ConstructorParameters<typeof TestEnvironment>[1];

/**
 * jsdom without the Fetch API and encoders, which react-router's data router needs (it builds a
 * Request per navigation). This module runs in Node, so its globals are Node's own; they are lent
 * to the jsdom window, with Node's AbortController so a Request accepts the router's signal.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: Config, context: Context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      FormData,
      fetch,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
    });
  }
}
