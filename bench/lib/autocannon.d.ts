// What the benches use of autocannon (it ships no types).
declare module 'autocannon' {
  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
