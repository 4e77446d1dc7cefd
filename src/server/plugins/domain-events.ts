import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppTx } from '../db/client.ts';
import type { DomainEvent } from './domain-event-types.ts';

type DomainEventHandler = (event: DomainEvent) => Promise<void> | void;
/**
 * A handler whose writes must not be lost (queued pushes): given the write's transaction when the
 * service recorded the event in it, or none when the service only emitted it after committing.
 */
type InWriteHandler = (event: DomainEvent, tx: AppTx | undefined) => Promise<void>;

interface DomainEvents {
  /**
   * Inside the write's transaction: hands each event to the in-write handlers with it, so what
   * they write commits with the write or not at all (decision 271). A failing one fails the
   * transaction. The service emits the same event objects once it has committed; the in-write
   * handlers do not run again for them.
   */
  record(tx: AppTx, ...events: DomainEvent[]): Promise<void>;
  /**
   * Hands each event to every handler in the order they were registered, and resolves when all
   * are done. The write has already committed, so a failing handler is logged and the others
   * still run: an acknowledged write is never turned into an error by what follows it.
   */
  emit(...events: DomainEvent[]): Promise<void>;
  /** Adds a handler for every event; returns its removal. */
  on(handler: DomainEventHandler): () => void;
  /** Adds an in-write handler; returns its removal. */
  onWrite(handler: InWriteHandler): () => void;
}

/** What services receive: they tell what happened and never learn who listens. */
export type EventSink = Pick<DomainEvents, 'emit' | 'record'>;

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEvents;
  }
}

export default fp(
  async function domainEvents(app: FastifyInstance) {
    const handlers: DomainEventHandler[] = [];
    const inWrite: InWriteHandler[] = [];
    /** Events whose in-write handlers ran in their transaction. */
    const recorded = new WeakSet<DomainEvent>();
    const removal =
      <T>(list: T[], handler: T) =>
      () => {
        const index = list.indexOf(handler);
        if (index >= 0) list.splice(index, 1);
      };
    const bus: DomainEvents = {
      async record(tx, ...events) {
        for (const event of events) {
          for (const handler of inWrite) await handler(event, tx);
          recorded.add(event);
        }
      },
      async emit(...events) {
        for (const event of events) {
          const all = recorded.has(event)
            ? handlers
            : [...handlers, ...inWrite.map((handler) => (e: DomainEvent) => handler(e, undefined))];
          for (const handler of all) {
            try {
              await handler(event);
            } catch (error) {
              app.log.error({ err: error, event: event.type }, 'a domain event handler failed');
            }
          }
        }
      },
      on(handler) {
        handlers.push(handler);
        return removal(handlers, handler);
      },
      onWrite(handler) {
        inWrite.push(handler);
        return removal(inWrite, handler);
      },
    };
    app.decorate('domainEvents', bus);
  },
  { name: 'domain-events' },
);
