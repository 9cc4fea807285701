import { errorResponse, legacyError } from "@/lib/route";
import { requireUser } from "@/lib/session";
import { readUpload } from "@/lib/storage";

// GET /uploads/{name}: an uploaded file, to members only
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  try {
    await requireUser();
    const { name } = await params;
    const file = await readUpload(name);
    if (!file) return legacyError("NOT_FOUND");
    const inline = file.type.startsWith("image/") || file.type === "application/pdf";
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.type,
        "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, max-age=86400, immutable",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (e) {
    return errorResponse(e);
  }
}
