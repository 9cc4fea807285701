// The same document under its file name as the last path segment (a client that names a file after its address gets the real name).
export { GET, HEAD } from "../route";
