import { useFieldMessage as useNamespaceFieldMessage } from '../../lib/i18n/field-message.ts';

/**
 * The registration forms' field messages in the reader's language (decisions 190 and
 * 200): the team-code and consent messages of the shared contract, through the one field-message
 * hook every form uses.
 */
export const useFieldMessage = () => useNamespaceFieldMessage('registration');
