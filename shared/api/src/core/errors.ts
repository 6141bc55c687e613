/**
 * Why a call failed. The first five are the client's generic failures ('Network Error', ...); 'service' is a 2xx
 * answer that reports an error in its body (the ratings service's `Response: 'False'`); 'config' means
 * configureApi was never called.
 */
export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'http' | 'parse' | 'service' | 'config';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  cause?: unknown;
}

/** Every rejection of @reelist/api is an ApiError: generic ones from the client, wrapped ones from the services. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  override readonly cause?: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    this.cause = init.cause;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const networkError = (cause: unknown): ApiError => new ApiError('Network Error', { kind: 'network', cause });
export const abortedError = (): ApiError => new ApiError('Request aborted', { kind: 'aborted' });
export const timeoutError = (ms: number): ApiError => new ApiError(`timeout of ${ms}ms exceeded`, { kind: 'timeout' });
export const httpError = (status: number): ApiError =>
  new ApiError(`Request failed with status code ${status}`, { kind: 'http', status });

/** Wraps a generic failure in a service-layer message ('Failed to ...'), keeping kind, status and the original. */
export function wrapError(message: string, error: unknown): ApiError {
  const inner = isApiError(error) ? error : networkError(error);
  return new ApiError(message, { kind: inner.kind, status: inner.status, cause: inner });
}

/**
 * Logs a failure without the URL (it carries the api key) and hands back the wrapped error to throw.
 * Aborts are the caller's own choice, so they are not logged.
 */
export function failWith(message: string, error: unknown): ApiError {
  const wrapped = wrapError(message, error);
  if (wrapped.kind !== 'aborted') {
    const inner = wrapped.cause as ApiError;
    console.error(message, { kind: inner.kind, status: inner.status, reason: inner.message });
  }
  return wrapped;
}
