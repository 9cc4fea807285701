import { test as base } from "../fixtures";
import { E2E_PUBLIC_PORT } from "../env.mjs";
import { startInstance, type Instance } from "../instances";

export { expect } from "../fixtures";

/**
 * The public project's `test`: a second app server with PUBLIC_READING=1 (the project's baseURL),
 * on the database the suite's server set up, started once per worker. Its links name its own
 * address (APP_URL), as a deployment's would.
 */
export const test = base.extend<object, { publicServer: Instance }>({
  publicServer: [
    async ({}, use) => {
      const url = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
      const server = await startInstance({ port: E2E_PUBLIC_PORT, env: { PUBLIC_READING: "1", APP_URL: url }, setup: false });
      await use(server);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 150_000 },
  ],
});
