// The same document under its file name as the last path segment (the spec's name rule).
export { GET, HEAD } from "../route";
