import type { FastifyInstance } from 'fastify';
import type { ServerEvent } from '../../shared/events.ts';

/**
 * Publishes an event and waits until it has come back through the database notification, so every
 * read model that listens has dropped its copy: a condition to wait for, never a fixed sleep.
 */
export async function publishAndSettle(app: FastifyInstance, event: ServerEvent): Promise<void> {
  const wanted = JSON.stringify(event);
  const settled = new Promise<void>((resolve) => {
    const stop = app.realtime.subscribe((envelope) => {
      if (JSON.stringify(envelope.event) !== wanted) return;
      stop();
      resolve();
    });
  });
  await app.realtime.publish(event);
  await settled;
}
