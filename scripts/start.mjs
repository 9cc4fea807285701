// `npm start`: set up, choose the build of the current sources (building it beside any build a
// running server uses when there is none), then serve it.
// the configuration first: a bad value stops here, naming the variable
import { setEnv } from "./config.mjs";
import { prepareBuild } from "./build-state.mjs";
import { setup } from "./setup.mjs";

await setup();
try {
  // the server and its workers load this folder's build (next.config.ts reads it too)
  setEnv({ MANARA_BUILD_DIR: await prepareBuild() });
} catch (e) {
  // a refusal, or how the build ended (it has printed why)
  console.error(e.message);
  process.exit(1);
}
await import("./server.mjs");
