import "server-only";
import { logger } from "@/lib/logger";

/**
 * A job a server instance repeats on a timer while it serves. The returned start runs `job` every
 * `everyMs` from then on, once per process (a second start does nothing); `done` logs what a run did
 * when it is worth a line, a failed run is logged as `failed` and the next one tries again, and the
 * timer does not keep the process alive.
 */
export function serverTimer<R>(job: () => Promise<R>, done: (result: R) => void, failed: string) {
  let running: ReturnType<typeof setInterval> | undefined;
  return (everyMs: number) => {
    if (running) return;
    running = setInterval(() => {
      void job()
        .then(done)
        .catch((err) => logger().error({ err }, failed));
    }, everyMs);
    running.unref();
  };
}
