import { Limits, CmsMessages } from '@backoffice/contracts';
import { isAcceptableImage } from '@backoffice/ui/forms';

/**
 * Checks a content image on the client as the API will (docs/areas/cms.md, "Rules"): at most
 * `Limits.contentImageMaxBytes` (10 MB) and a JPEG or PNG by its first bytes, whatever its name or type says.
 * @returns null when it is fine, else 'This File Is Too Big' or 'This File Is Not Supported'.
 */
export async function checkContentImage(
  file: File,
  maxBytes: number = Limits.contentImageMaxBytes,
): Promise<string | null> {
  if (file.size > maxBytes) return CmsMessages.cms.imageTooBig;
  return (await isAcceptableImage(file, Number.MAX_SAFE_INTEGER)) ? null : CmsMessages.cms.imageNotSupported;
}
