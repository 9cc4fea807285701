// `npm start`: set up, build when the build is missing or older than the sources, then serve.
// the configuration first: a bad value stops here, naming the variable
import "./config.mjs";
import { buildIfStale } from "./build-state.mjs";
import { setup } from "./setup.mjs";

await setup();
buildIfStale();
await import("./server.mjs");
