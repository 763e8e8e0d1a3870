// HUELLA_E2E_PORT lets a second run (another checkout on the same machine) use its own servers.
export const APP_PORT = Number(process.env.HUELLA_E2E_PORT ?? 8765);
/** The local mail server the app sends to during the journeys, and the HTTP window a journey reads it through. */
export const MAIL_SINK = { smtp: APP_PORT + 1, http: APP_PORT + 2 };
