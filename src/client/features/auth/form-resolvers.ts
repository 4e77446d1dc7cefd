import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '../../../shared/contract/auth.ts';

/** The admin sign-in form's rules, loaded on first use (src/client/lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(loginRequestSchema);
