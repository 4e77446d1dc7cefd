import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormSchema } from '../../../shared/contract/interviews.ts';

/** The booking form's rules, loaded on first use (src/client/lib/lazy-resolver.ts). */
export const bookingResolver = zodResolver(bookingFormSchema);
