import { RESOURCE_FILE_MAX_BYTES } from "@/lib/learning/rules";
import { route } from "@/lib/http/route";
import { resourcesApi } from "@/lib/openapi/domains/learning";
import { ZResourceUpdate } from "@/lib/schemas/resources";
import { updateResource } from "@/lib/server/resources";
import { readFieldsAndFiles } from "@/lib/http/fields-and-files";

// PUT /backend/api/resources/update.php: JSON {id,…} or multipart with a new `document` (admin)
export const PUT = route(resourcesApi.update, async ({ req, user, reply }) => {
  const { fields, files } = await readFieldsAndFiles(req, { limit: RESOURCE_FILE_MAX_BYTES, files: ["document"] });
  const resource = await updateResource({ input: ZResourceUpdate.parse(fields), document: files.document, actor: user });
  return reply({ message: "Resource updated", resource });
});
