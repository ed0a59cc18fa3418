import type { ApiError } from './errors.js';

/** Events of the request layer; the app shell turns them into alerts and toasts. */
export interface ApiEventMap {
  /** The server answered with `x-login`: the session has timed out (spec 2 §8 "Session timed out."). */
  sessionTimeout: { message: string; messageKey: 'api.sessionTimeout' };
  /** The server answered with `x-csrf-invalid` (spec 2 §8 "Invalid CSRF."). */
  csrfInvalid: { message: string; messageKey: 'api.csrfInvalid' };
  /** A 429 whose toast the caller did not skip (spec 2 §8). */
  rateLimited: { message: string; messageKey: 'api.rateLimited' };
  /** Every failed request, after the specific events above. */
  error: { error: ApiError };
}
export type ApiEventType = keyof ApiEventMap;
export type ApiEventListener<K extends ApiEventType> = (payload: ApiEventMap[K]) => void;

export interface ApiEvents {
  /** Subscribes; returns the function that unsubscribes (handy as a React effect cleanup). */
  on<K extends ApiEventType>(type: K, listener: ApiEventListener<K>): () => void;
  off<K extends ApiEventType>(type: K, listener: ApiEventListener<K>): void;
  emit<K extends ApiEventType>(type: K, payload: ApiEventMap[K]): void;
}

export function createApiEvents(): ApiEvents {
  const listeners = new Map<ApiEventType, Set<(payload: never) => void>>();
  const events: ApiEvents = {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as (payload: never) => void);
      return () => events.off(type, listener);
    },
    off(type, listener) {
      listeners.get(type)?.delete(listener as (payload: never) => void);
    },
    emit(type, payload) {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as (p: typeof payload) => void)(payload);
        } catch (error) {
          // A broken listener must not turn a handled API error into an unhandled one.
          console.error('api event listener failed', error);
        }
      }
    },
  };
  return events;
}
