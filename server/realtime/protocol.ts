/** The texts of the `error` frames the server answers a frame it cannot take. */
export const ERRORS = {
  notJson: 'Messages must be JSON.',
  unknown: 'Unknown message type.',
  rateLimited: 'Too many messages. Slow down.',
  internal: 'Something went wrong. Please try again.',
} as const;

/** Parses one frame as a JSON object with a `type`, or null. */
export function parseFrame(data: unknown): { type: unknown } | null {
  try {
    const value = JSON.parse(String(data));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
