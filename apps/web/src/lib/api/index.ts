export { camelKey, snakeKey, toCamel, toSnake } from './case.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiContext,
  createApiClient,
  type HttpMethod,
  type RequestOptions,
} from './client.js';
export { ApiProvider, useApi } from './context.js';
export { type CsrfStore, createBrowserCsrfStore, createMemoryCsrfStore } from './csrf.js';
export {
  API_MESSAGES,
  ApiError,
  type ApiErrorKind,
  type ApiMessageKey,
  type ClientErrorCode,
  isApiError,
  safeServerMessage,
} from './errors.js';
export { type ApiEventMap, type ApiEvents, type ApiEventType, createApiEvents } from './events.js';
export {
  buildQueryString,
  type QueryParams,
  type QueryValue,
  readDebugParam,
  withQuery,
} from './query-string.js';
