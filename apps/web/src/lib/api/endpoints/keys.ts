/**
 * Query keys of the endpoints, in one place so mutations can invalidate what they change.
 * Everything that depends on who is signed in lives under a key listed in USER_SCOPED_KEYS.
 */
export const queryKeys = {
  session: ['session'] as const,
  settings: ['settings'] as const,
};

/** Queries whose answer depends on the signed-in candidate: dropped or refetched when the session changes. */
export const USER_SCOPED_KEYS = [queryKeys.session, queryKeys.settings] as const;
