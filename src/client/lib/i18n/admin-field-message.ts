import { useFieldMessage } from './field-message.ts';
import './organiser.ts';

/** The admin forms' field messages in the reader's language (decision 192). */
export const useAdminFieldMessage = () => useFieldMessage('admin');
