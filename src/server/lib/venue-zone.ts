import { localTimeZone } from '../../shared/venue-time.ts';

/** The zone the server's days are in: the one the administrator set, or else the server's own (`TZ`). */
export const venueZone = (saved: string | null | undefined): string => saved ?? localTimeZone();
