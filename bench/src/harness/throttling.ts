/**
 * Network and CPU conditions through CDP (Network.emulateNetworkConditions,
 * Emulation.setCPUThrottlingRate). Chromium adds the latency once per request, before the
 * response starts, so under a pure latency profile every sequential request costs one "RTT".
 */
import type { CDPSession } from '@playwright/test';

export interface NetworkProfile {
  name: string;
  /** Added to every request, in ms. */
  latencyMs: number;
  /** Bytes per second; 0 leaves the throughput alone. */
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** Latency only: counts round trips (P2, P4) without bandwidth hiding or adding to them. */
export const RTT_300: NetworkProfile = { name: '300 ms latency', latencyMs: 300, downloadBytesPerSecond: 0, uploadBytesPerSecond: 0 };

/**
 * Lighthouse's mobile "Slow 4G" (RTT 150 ms, 1.6 Mbit/s down, 750 kbit/s up) as Lighthouse itself
 * applies it through DevTools throttling: per-request latency × 3.75 and throughput × 0.9, which
 * stand in for the connection set-up and TCP effects its simulator models (lighthouse
 * core/config/constants.js, DEVTOOLS_RTT_ADJUSTMENT_FACTOR and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR).
 */
export const SLOW_4G: NetworkProfile = {
  name: 'Slow 4G (Lighthouse, DevTools throttling: 562.5 ms, 1.44 Mbit/s down, 675 kbit/s up)',
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
};

/** Lighthouse's mobile CPU slowdown. */
export const MOBILE_CPU_SLOWDOWN = 4;

export async function emulateNetwork(cdp: CDPSession, profile: NetworkProfile): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond > 0 ? profile.downloadBytesPerSecond : -1,
    uploadThroughput: profile.uploadBytesPerSecond > 0 ? profile.uploadBytesPerSecond : -1,
  });
}

export async function slowCpu(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
