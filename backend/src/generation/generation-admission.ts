import { type Redis } from 'ioredis';

/**
 * Both generation limits in one step, so a generation costs one Redis round trip for them:
 * KEYS[1] counts the requester's requests this minute, KEYS[2] the user's generations running.
 * ARGV: the minute's length (s), requests allowed in it, a slot's lease (s), slots allowed.
 *
 * Each counter is counted as rate-limiter-flexible counts it (same keys and values, expiry set
 * when the key is made), so GenerationSlots' limiter reads and gives back the same slots. A
 * request refused by either limit still counts for the minute, and its slot goes back in the
 * same step: a refused request never holds one, even for a moment.
 * Answers { requests this minute, ms until the minute's count ends, slots taken with this one }.
 */
const ADMIT = `local function counted(key, seconds)
  redis.call('SET', key, 0, 'EX', seconds, 'NX')
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl == -1 then
    redis.call('EXPIRE', key, seconds)
    ttl = 1000 * tonumber(seconds)
  end
  return count, ttl
end
local minute, minuteTtl = counted(KEYS[1], ARGV[1])
local running = counted(KEYS[2], ARGV[3])
if minute > tonumber(ARGV[2]) or running > tonumber(ARGV[4]) then
  redis.call('DECR', KEYS[2])
end
return {minute, minuteTtl, running}`;

export interface AdmissionLimits {
  /** The requester's count this minute (rate-limiter-flexible's key, without the client prefix). */
  minuteKey: string;
  perMinute: number;
  windowSeconds: number;
  /** The user's running generations (GenerationSlots' limiter key). */
  runningKey: string;
  running: number;
  leaseSeconds: number;
}

export interface Admission {
  /** Requests left this minute after this one (0 when refused). */
  remaining: number;
  /** ms until this minute's count starts again. */
  msBeforeNext: number;
  /** Over the per-minute limit: refused, no slot kept. */
  overMinute: boolean;
  /** Over the running limit: refused, no slot kept. */
  busy: boolean;
}

type AdmitCommand = (
  minuteKey: string,
  runningKey: string,
  windowSeconds: number,
  perMinute: number,
  leaseSeconds: number,
  running: number,
) => Promise<[number, number, number]>;

const defined = new WeakSet<Redis>();

/**
 * Counts one generation request against both limits in one round trip (EVALSHA of ADMIT); only
 * an admitted request (neither over) keeps the slot it took.
 */
export async function admitGeneration(redis: Redis, limits: AdmissionLimits): Promise<Admission> {
  if (!defined.has(redis)) {
    redis.defineCommand('generationAdmit', { numberOfKeys: 2, lua: ADMIT });
    defined.add(redis);
  }
  const admit = (redis as unknown as { generationAdmit: AdmitCommand }).generationAdmit.bind(redis);
  const [minute, msBeforeNext, running] = await admit(
    limits.minuteKey,
    limits.runningKey,
    limits.windowSeconds,
    limits.perMinute,
    limits.leaseSeconds,
    limits.running,
  );
  return {
    remaining: Math.max(0, limits.perMinute - minute),
    msBeforeNext,
    overMinute: minute > limits.perMinute,
    busy: running > limits.running,
  };
}
