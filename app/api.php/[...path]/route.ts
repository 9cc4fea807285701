import { legacyError } from "@/lib/http/route";

// Every unknown path under /api.php/ answers a JSON 404, whatever the method (the literal
// legacy route folders win over this catch-all).
const notFound = async () => legacyError("NOT_FOUND");

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as DELETE, notFound as PATCH, notFound as OPTIONS };
