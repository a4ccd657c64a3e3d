import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MANIFEST_FILE, parseManifest, type DeployManifest } from './manifest';
import { s3Key } from './safe-keys';
import { DeployError, type DeployTarget } from './target';

export type S3Location = { bucket: string; prefix: string };

/** `s3://bucket/some/prefix` → bucket and a prefix without slashes at either end. */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new DeployError(`--to ${url}: expected s3://bucket/prefix with a valid bucket name`);
  return { bucket: match[1]!, prefix: s3Key(match[2] ?? '', '') };
}

type S3Options = { endpoint?: string | undefined; env?: Record<string, string | undefined> };

/**
 * Credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), never
 * from a search of profiles or instance metadata, which would hang or surprise on a build runner.
 */
function clientFor(options: S3Options): S3Client {
  const env = options.env ?? process.env;
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) {
    throw new DeployError(
      'missing credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for the S3 target',
    );
  }
  if (options.endpoint !== undefined && !/^https?:\/\/[^\s/]+\/?$/.test(options.endpoint)) {
    throw new DeployError(
      `--endpoint ${options.endpoint}: expected an origin like https://s3.example.com:9000`,
    );
  }
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
    // S3-compatible stores (MinIO, Ceph, OSS...) address buckets by path, not by host name.
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
  });
}

function explain(error: unknown, endpoint: string): DeployError {
  if (error instanceof DeployError) return error;
  if (error instanceof S3ServiceException) {
    return new DeployError(
      `the S3 store at ${endpoint} refused: ${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}) ${error.message}`,
    );
  }
  const code = (error as NodeJS.ErrnoException).code;
  return new DeployError(
    `cannot reach the S3 store at ${endpoint}: ${code ?? (error instanceof Error ? error.message : String(error))}`,
  );
}

export function s3Target(url: string, options: S3Options = {}): DeployTarget {
  const { bucket, prefix } = parseS3Url(url);
  const client = clientFor(options);
  const endpoint = options.endpoint ?? 'AWS';
  const key = (file: string) => s3Key(prefix, file);
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw explain(error, endpoint);
    }
  };
  return {
    description: url,
    async readManifest() {
      let text: string;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(MANIFEST_FILE) }));
        text = (await answer.Body?.transformToString('utf8')) ?? '';
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw explain(error, endpoint);
      }
      return parseManifest(text, `${url}/${MANIFEST_FILE}`);
    },
    async checkPaths(files) {
      // Keys are safe already (safe-keys.ts); an object store has no links to follow.
      for (const file of files) key(file);
    },
    async isEmpty() {
      const answer = await send(() =>
        client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix ? `${prefix}/` : undefined, MaxKeys: 1 }),
        ),
      );
      return (answer.KeyCount ?? answer.Contents?.length ?? 0) === 0;
    },
    async put(file, body, headers) {
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key(file),
            Body: body,
            ContentType: headers.contentType,
            CacheControl: headers.cacheControl,
          }),
        ),
      );
    },
    async remove(file) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(file) })));
    },
    async writeManifest(manifest: DeployManifest) {
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key(MANIFEST_FILE),
            Body: JSON.stringify(manifest),
            ContentType: 'application/json',
            CacheControl: 'no-cache',
          }),
        ),
      );
    },
  };
}
