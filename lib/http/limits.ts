// Body limits shared by next.config.ts (serverActions.bodySizeLimit, proxyClientMaxBodySize) and
// the proxy's guard, so the proxy never buffers less than an action may receive.

/** A server action's request body: the sign-up form with its picture (5 MB) and room to spare. */
export const ACTION_BODY_LIMIT_MB = 6;
export const ACTION_BODY_LIMIT = ACTION_BODY_LIMIT_MB * 1024 * 1024;
