// The same download under the file's name as the last path segment (the spec's name rule).
export { GET, HEAD } from "../route";
