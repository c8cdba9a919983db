/** The API key the sandbox accepts unless it is given others; the default profile uses it. */
export const SANDBOX_API_KEY = 'sandbox-key';
