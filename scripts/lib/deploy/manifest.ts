import { z } from 'zod';

/** Kept at the target beside the files: what the last deploy put there, and what left it. */
export const MANIFEST_FILE = '.deploy-manifest.json';

const entrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
});

export const deployManifestSchema = z.object({
  version: z.literal(1),
  /** Counts deploys to this target. */
  release: z.number().int().nonnegative(),
  files: z.record(z.string(), entrySchema),
  /** Files of the release before that the current one no longer has, kept one release longer. */
  retired: z.record(z.string(), entrySchema),
});
export type DeployManifest = z.infer<typeof deployManifestSchema>;
export type FileEntry = z.infer<typeof entrySchema>;

export function parseManifest(text: string, where: string): DeployManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where}: the deploy manifest is not JSON; fix or remove it by hand`);
  }
  const parsed = deployManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${where}: the deploy manifest is not one this tool wrote (${parsed.error.issues[0]?.message})`,
    );
  }
  return parsed.data;
}
