/**
 * A failure of an external service, carried up to the route that called the
 * adapter. `status` is the provider's own status where it gives one (an HTTP
 * status or a word such as ZERO_RESULTS), so that a route or a log can tell
 * "nothing found" from "the service is down".
 */
export class AdapterError extends Error {
  readonly service: string;
  readonly status: string | number;

  constructor(service: string, message: string, status: string | number) {
    super(message);
    this.name = 'AdapterError';
    this.service = service;
    this.status = status;
  }
}
