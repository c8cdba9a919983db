/** Which part of a setting's value is read, for the control-character checks of flags, variables and the config file. Pure. */
/**
 * Settings read trimmed: a base URL pasted with a tab, a line break or a no-break space around it
 * posts to the address without them, so only a control character inside it is refused.
 */
const READ_TRIMMED = new Set(['baseUrl', 'INVOICE_BATCH_BASE_URL']);

/** The part of a setting's value that is read: all of it, or for READ_TRIMMED settings the value trimmed. */
export const valueRead = (name: string, value: string): string => (READ_TRIMMED.has(name) ? value.trim() : value);
