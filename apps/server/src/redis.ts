import { Redis } from 'ioredis';

/** One Redis connection, failing fast at start when the server cannot be reached. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 2,
  });
  await redis.connect();
  return redis;
}
