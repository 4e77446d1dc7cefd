import { onlineManager } from '@tanstack/react-query';

/** A write that needs the server was tried without a connection. */
export class OfflineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineError';
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

/**
 * Runs a write that cannot wait for the connection (booking, cancelling: DESIGN section 11).
 * Offline it fails at once with `message` instead of hanging; a request the network dropped
 * (fetch's TypeError) fails the same way.
 */
export async function needsConnection<T>(message: string, write: () => Promise<T>): Promise<T> {
  if (!onlineManager.isOnline()) throw new OfflineError(message);
  try {
    return await write();
  } catch (error) {
    if (error instanceof TypeError) throw new OfflineError(message);
    throw error;
  }
}
