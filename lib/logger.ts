import "server-only";
import { env } from "@/lib/env";
import { createLogger } from "@/lib/log.mjs";
import { requestContext } from "@/lib/request-context.mjs";

type Logger = ReturnType<typeof createLogger>;
const globalForLog = globalThis as unknown as { manaraLogger?: Logger };

/** The app's logger (JSON lines on stdout, LOG_LEVEL): operations and errors, never request bodies. */
export function logger(): Logger {
  return (globalForLog.manaraLogger ??= createLogger({ level: env().LOG_LEVEL }));
}

/** The logger with the current request's id (the one its log line and X-Request-Id carry). */
export function requestLogger(): Logger {
  const store = requestContext().getStore();
  return store ? logger().child({ req_id: store.requestId }) : logger();
}
