import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { teamCodeSchema } from '../../../shared/contract/auth.ts';
import { standaloneRegistrationSchema } from '../../../shared/contract/consent.ts';

/**
 * The registration forms' rules, loaded on first use (src/client/lib/lazy-resolver.ts). Both
 * registration forms (screens B and C) use the standalone schema; screen B fills `teamId` with
 * its team. The messages are the spec's, shared with the server.
 */
export const registrationResolver = zodResolver(standaloneRegistrationSchema);

export const codeFormSchema = z.object({ joinCode: teamCodeSchema });
export const codeFormResolver = zodResolver(codeFormSchema);
