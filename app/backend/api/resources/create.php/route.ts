import { RESOURCE_FILE_MAX_BYTES } from "@/lib/learning/rules";
import { route } from "@/lib/http/route";
import { resourcesApi } from "@/lib/openapi/domains/learning";
import { ZResourceInput } from "@/lib/schemas/resources";
import { createResource } from "@/lib/server/resources";
import { readFieldsAndFiles } from "@/lib/http/fields-and-files";

// POST /backend/api/resources/create.php: JSON {title,description,type,author?,download_url} or multipart with `document` (members: Draft; admins: Draft or Published)
export const POST = route(resourcesApi.create, async ({ req, user, reply }) => {
  const { fields, files } = await readFieldsAndFiles(req, { limit: RESOURCE_FILE_MAX_BYTES, files: ["document"] });
  const resource = await createResource({ input: ZResourceInput.parse(fields), document: files.document, actor: user });
  return reply({ message: "Resource created", resource }, 201);
});
