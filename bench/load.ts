import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, and socket errors. */
  failures: number;
}

const CONNECTIONS = 10;

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A warm-up, then the measured run: 10 connections on loopback, like the measurements. */
export async function load(url: string, warmSeconds: number, seconds: number): Promise<LoadResult> {
  await run(url, warmSeconds);
  const result = await run(url, seconds);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
