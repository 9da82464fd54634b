/**
 * A local S3-compatible server for the storage tests (docs/api-database.md, "Website content calls"): s3rver 3.7
 * (dev dependency) in this process, on a random loopback port, its objects in a fresh temporary folder.
 *
 * s3rver does not check Signature Version 4 signatures (it only looks the access key id up: it must be
 * `S3RVER`), so it proves requests, keys and bodies, not signing: storage.spec.ts keeps the check of the
 * signature against AWS's published examples.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../services/storage';

// s3rver has no type package; the part used here.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export type LocalS3 = {
  /** `http://127.0.0.1:<port>` (path-style requests). */
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps its buckets in (one sub-folder per bucket, one per key segment). */
  directory: string;
  /** Storage options for S3FileStorage or AppConfig.s3 (access key `S3RVER`, region us-east-1). */
  options: Required<Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'>>;
  /** Stops the server and deletes its folder. */
  close(): Promise<void>;
};

/**
 * Starts s3rver with one empty bucket. Close it in afterAll.
 * @param bucket the bucket to create (`media` by default).
 */
export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const S3rver = createRequire(__filename)('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(tmpdir(), 'backoffice-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    options: { endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
