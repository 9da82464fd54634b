import { setTimeout as sleep } from 'node:timers/promises';
import { describeWithRedis, useTestRedis } from '../testing/redis';
import { KeyedMutex, LockTimeoutError, RedisLock, type KeyedLock } from './locks';

/**
 * Runs `count` tasks of one key, alternating over `locks` (one per simulated instance), each 30 ms long with an
 * await in the middle. @returns the most tasks seen running at once.
 */
async function mostAtOnce(locks: KeyedLock[], key: string, count: number): Promise<number> {
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      locks[i % locks.length].run(key, async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(15);
        await sleep(15);
        running -= 1;
      }),
    ),
  );
  return most;
}

describe('KeyedMutex (no REDIS_URL)', () => {
  it('excludes within one process only: two processes (two mutexes) run the same key at once', async () => {
    const one = new KeyedMutex();
    expect(await mostAtOnce([one], 'k', 4)).toBe(1);
    // What several instances without REDIS_URL would do: why the media lock needs Redis then.
    expect(await mostAtOnce([new KeyedMutex(), new KeyedMutex()], 'k', 4)).toBe(2);
  });
});

describeWithRedis('RedisLock (REDIS_URL)', () => {
  const { client, clients } = useTestRedis();

  it('excludes across two instances (two clients), runs other keys alongside, and survives a failing task', async () => {
    const a = new RedisLock(client(), { prefix: 't1:' });
    const b = new RedisLock(client(), { prefix: 't1:' });
    expect(await mostAtOnce([a, b], 'k', 6)).toBe(1);

    const log: string[] = [];
    const results = await Promise.allSettled([
      a.run('x', async () => {
        log.push('start x1');
        await sleep(60);
        log.push('end x1');
        throw new Error('x1');
      }),
      sleep(5).then(() =>
        b.run('x', async () => {
          log.push('start x2');
          return 'x2';
        }),
      ),
      sleep(5).then(() =>
        b.run('y', async () => {
          log.push('start y');
        }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end x1')).toBeLessThan(log.indexOf('start x2'));
    expect(log.indexOf('start y')).toBeLessThan(log.indexOf('end x1'));
    // Released: nothing left in Redis.
    expect(await clients[0].keys('t1:*')).toEqual([]);
  });

  it('keeps a lock past its lifetime while the task runs (renewed), and lets it expire when its holder died', async () => {
    const a = new RedisLock(client(), { prefix: 't2:', ttlMs: 300 });
    const b = new RedisLock(client(), { prefix: 't2:', ttlMs: 300 });
    const log: string[] = [];
    const long = a.run('k', async () => {
      log.push('start long');
      await sleep(1000);
      log.push('end long');
    });
    await sleep(50);
    await b.run('k', async () => {
      log.push('start other');
    });
    await long;
    expect(log).toEqual(['start long', 'end long', 'start other']);

    // A holder that died: its key stays until it expires, then the lock is taken.
    await clients[0].set('t2:dead', 'someone', 'PX', 300);
    const started = Date.now();
    await b.run('dead', async () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('never deletes a lock another holder took after its own expired (compare-and-delete)', async () => {
    const redis = client();
    const a = new RedisLock(redis, { prefix: 't3:', ttlMs: 30_000 });
    await a.run('k', async () => {
      // Another holder has the key now (ours was lost): our release must leave it.
      await redis.set('t3:k', 'another holder');
    });
    expect(await redis.get('t3:k')).toBe('another holder');
  });

  it('gives up with LockTimeoutError after its wait', async () => {
    const redis = client();
    await redis.set('t4:k', 'someone', 'PX', 10_000);
    const lock = new RedisLock(redis, { prefix: 't4:', waitMs: 200 });
    let ran = false;
    await expect(
      lock.run('k', async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(LockTimeoutError);
    expect(ran).toBe(false);
  });
});
